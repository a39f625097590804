// One router for the shell and every remote. A shared Module Federation module is provided
// whole (any remote may import any export), so sharing react-router-dom itself ships all of
// react-router (data routers, server rendering, cookies: ~62 KB gzipped) on the first page.
// Sharing this narrow facade instead lets webpack tree-shake react-router inside it, while the
// singleton still guarantees one router context. Add an export here when a tool needs one.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
