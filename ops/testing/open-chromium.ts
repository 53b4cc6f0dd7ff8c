/** A command that opens Chromium as the smoke gate does, prints its pid and waits to be killed (ops/lib/chromium.test.ts). */
import { launchChromium } from '../lib/chromium';

await launchChromium();
console.log(process.pid);
setInterval(() => undefined, 60_000);
