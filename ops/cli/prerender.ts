/** `npm run prerender [app]`: renders the pages of `app` (every page by default) for the live set and publishes them. */
import { runCommand } from '../lib/command';
import { prerender } from '../commands/prerender';
import { commandEnv } from '../commands/open-releases';

await runCommand(async () => {
  const result = await prerender(commandEnv(process.env), process.argv[2]);
  console.log(`Prerendered ${result.pages} pages (${result.posts} blog posts) in ${result.milliseconds} ms`);
});
