/** The build's entry for the prerendered pages' starter (`page-starter.ts`). */
import { readStarterPlan, startWhenPainted } from './page-starter';

startWhenPainted(document, readStarterPlan(document));
