import '@/styles/full-styles';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppToaster } from '../app-toaster/app-toaster';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';
import classes from './public-layout.module.css';

/** Frame of the pages anyone may open: header, the page, and the footer pinned below short pages. */
export function PublicLayout() {
  return (
    <Box className={classes.shell}>
      <PublicHeader />
      <Box component="main" id="main-content" className={classes.main}>
        <Outlet />
      </Box>
      <SiteFooter />
      <AppToaster />
    </Box>
  );
}
