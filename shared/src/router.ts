/**
 * The router names the apps use, imported from here and never from `react-router-dom` itself.
 * Federation shares every `shared/*` module as a singleton, so this gives one router context
 * across the shell and the remotes, and only these names ship: react-router-dom shared whole
 * is 62 KB compressed (its data routers, server rendering and cookie parsing included), about
 * a quarter of the home page's scripts. Tests may import the test routers from the package.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, To } from 'react-router-dom';
