/** `2026-11-29 01:40 UTC` (with seconds when `seconds`), in a `<time>` carrying the ISO time. */
export function Time({ iso, seconds = false }: { iso: string; seconds?: boolean }) {
  // The date and the time each kept on one line: a narrow column breaks between them, not at a hyphen.
  const [day, ...time] = formatTime(iso, seconds).split(' ');
  return (
    <time dateTime={iso}>
      <span className="nowrap">{day}</span> <span className="nowrap">{time.join(' ')}</span>
    </time>
  );
}

function formatTime(iso: string, seconds = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date
    .toISOString()
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ')} UTC`;
}
