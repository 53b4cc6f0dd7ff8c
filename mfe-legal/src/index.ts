// Entry of the standalone harness: an async boundary before the shared singletons are used.
void import('./bootstrap');
