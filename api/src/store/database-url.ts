/** A database URL as messages show it: without its password (`variable` names one that is not a URL). */
export function withoutPassword(url: string, variable: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return `${variable} (not a URL)`;
  }
}
