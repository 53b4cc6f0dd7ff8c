/**
 * The load side of `npm run bench:releases`, in its own process: asks a web server for
 * `/app-config.json` every few milliseconds and prints `<epoch ms> <live release of mfe-legal>`
 * each time the answer names another release, and `<epoch ms> failed <reason>` for a load that
 * failed, until stopped.
 *   tsx tools/bench/watch-config.ts http://127.0.0.1:PORT
 */
const [siteOrigin] = process.argv.slice(2);
if (!siteOrigin) throw new Error('usage: tsx tools/bench/watch-config.ts <site origin>');

const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

let seen = '';
for (;;) {
  try {
    const response = await fetch(`${siteOrigin}/app-config.json`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const config = (await response.json()) as { remotes: Record<string, string> };
    const legal = /\/([^/]+)\/mf-manifest\.json$/.exec(config.remotes.mfe_legal ?? '')?.[1] ?? '';
    if (legal !== seen) {
      seen = legal;
      console.log(`${Date.now()} ${legal}`);
    }
  } catch (error) {
    console.log(`${Date.now()} failed ${(error as Error).message}`);
  }
  await pause();
}

export {};
