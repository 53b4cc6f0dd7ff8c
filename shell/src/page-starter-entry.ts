/** The build's entry for the prerendered pages' starter (`page-starter.ts`). */
import { insertHeldMarkupAtFirstFrame, readStarterPlan, startWhenPainted } from './page-starter';

insertHeldMarkupAtFirstFrame(document);
startWhenPainted(document, readStarterPlan(document));
