/**
 * Shared modules the shell provides though none of its own code uses them: every remote's page
 * does. With the shell's copy provided (in its start files in the browser, in its server build in
 * Node), no page loads a remote's own copy of the shared library for them (docs/page-loading.md).
 * Importing a `shared/` module is what makes a build provide it.
 */
import 'shared/page-data';
import 'shared/ui/page-hero';
