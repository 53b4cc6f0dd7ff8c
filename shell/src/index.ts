/**
 * Entry: an async boundary, so the shared singletons are negotiated before any of them is used.
 * The app's modules are evaluated a group at a time, each group in a task of its own: evaluated
 * all at once they held a phone's main thread for about 300 ms, during which a tap on the
 * prerendered page went unanswered.
 */
import { nextTask } from './next-task';

const moduleGroups = [
  () => import('react-dom/client'),
  () => import('shared/router'),
  () => import('shared/site-store'),
  // One chunk for both (a second file was 0.5 KB and a request); still evaluated a group at a time.
  () => import(/* webpackChunkName: "app" */ './App'),
  // Last: it renders the app.
  () => import(/* webpackChunkName: "app" */ './bootstrap'),
];

async function start() {
  for (const load of moduleGroups) {
    // Each group starts a task of its own; the first one after the task that set up federation.
    await nextTask();
    await load();
  }
}

void start();
