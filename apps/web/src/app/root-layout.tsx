import { Outlet } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import classes from './root-layout.module.css';

/** Top of every route: keeps the page title current and offers a skip link to the page content. */
export function RootLayout() {
  usePageTitle();
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <Outlet />
    </>
  );
}
