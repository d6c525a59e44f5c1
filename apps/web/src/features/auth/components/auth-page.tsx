import { APP_NAME } from '@bil/domain';
import {
  Alert,
  Box,
  Center,
  List,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppLogo } from '@/components/brand/app-logo';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { SiteFooter } from '@/components/layout/site-footer';
import { ParticleBackground } from '@/components/particle-background/particle-background';
import { resolveReturnPath, useSessionEndedMessage, useSessionQuery } from '@/lib/session';
import { readAuthMode, readAuthNotice, type AuthMode, type AuthPageState } from '../auth-mode';
import { NewPasswordForm } from './new-password-form';
import { RegisterForm } from './register-form';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import classes from './auth-page.module.css';

const TITLES: Record<AuthMode | 'new-password', string> = {
  signin: 'Sign in',
  register: 'Create an account',
  reset: 'Reset your password',
  'new-password': 'Choose a new password',
};

function HeroPanel() {
  return (
    <Box className={classes.hero}>
      <ParticleBackground />
      <Stack gap="lg" className={classes.heroContent}>
        <Link to="/" className={classes.homeLink} aria-label={`${APP_NAME} home`}>
          <AppLogo subtitle="Aeronautics Division" inverted />
        </Link>
        <Stack gap="lg" className={classes.heroDetails}>
          <Text fw={600} c="navy.1" size="sm" tt="uppercase" lts={1}>
            Bipartisan Infrastructure Law
          </Text>
          <Title order={2} c="white" fz={28} lh={1.25}>
            Airport grants and projects, from application to executed sub-award.
          </Title>
          <List
            spacing="sm"
            c="navy.0"
            icon={
              <ThemeIcon size={22} radius="xl" variant="white" color="navy">
                <IconCircleCheck size={15} aria-hidden />
              </ThemeIcon>
            }
          >
            <List.Item>Dashboards, grant analytics and project tables</List.Item>
            <List.Item>Access by role: administrators, project managers and viewers</List.Item>
            <List.Item>Charts and project pages shared by link</List.Item>
          </List>
          <Alert
            role="note"
            variant="white"
            color="navy"
            icon={<IconShieldLock size={20} aria-hidden />}
            title="Authorized personnel only"
          >
            This system is restricted to authorized staff. Activity is logged.
          </Alert>
        </Stack>
      </Stack>
    </Box>
  );
}

/** /auth: sign in, register, or reset a password (?mode=reset, with ?token= from the mailed link). */
export function AuthPage() {
  const session = useSessionQuery();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionEnded = useSessionEndedMessage();

  const mode = readAuthMode(params);
  const token = mode === 'reset' && !params.has('error') ? params.get('token') : null;
  // A password link is for its own account, whoever is signed in on this browser.
  if (session.data && !token) return <Navigate to={resolveReturnPath(location.state)} replace />;
  const notice = readAuthNotice(params, location.state);
  const from = (location.state as AuthPageState | null)?.from;
  // Switching forms keeps the remembered origin route.
  const goTo = (next: AuthMode, state: AuthPageState = {}) => {
    void navigate(next === 'signin' ? '/auth' : `/auth?mode=${next}`, {
      replace: true,
      state: { ...(from ? { from } : {}), ...state },
    });
  };

  let form;
  if (token) {
    form = (
      <NewPasswordForm
        token={token}
        onDone={() => {
          goTo('signin', { notice: 'password-changed' });
        }}
        onRequestNewLink={() => {
          goTo('reset');
        }}
      />
    );
  } else if (mode === 'reset') {
    form = (
      <ResetRequestForm
        onSignIn={() => {
          goTo('signin');
        }}
      />
    );
  } else if (mode === 'register') {
    form = (
      <RegisterForm
        onSignIn={() => {
          goTo('signin');
        }}
      />
    );
  } else {
    form = (
      <SignInForm
        onForgotPassword={() => {
          goTo('reset');
        }}
      />
    );
  }

  return (
    <Box className={classes.page}>
      <Box component="main" id="main-content" className={classes.body}>
        <HeroPanel />
        <Box className={classes.panel}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }} className={classes.card}>
            {session.isPending ? (
              <Center mih={280}>
                <Loader aria-label="Loading" />
              </Center>
            ) : (
              <Stack gap="lg">
                <Stack gap={4}>
                  <Title order={1} fz={26}>
                    {TITLES[token ? 'new-password' : mode]}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {APP_NAME}
                  </Text>
                </Stack>
                {mode === 'reset' ? null : (
                  <SegmentedControl
                    fullWidth
                    value={mode}
                    onChange={(value) => {
                      goTo(value);
                    }}
                    data={[
                      { value: 'signin', label: 'Sign in' },
                      { value: 'register', label: 'Register' },
                    ]}
                    aria-label="Sign in or register"
                  />
                )}
                {sessionEnded && mode === 'signin' ? (
                  <Alert
                    role="status"
                    color="orange"
                    variant="light"
                    icon={<IconInfoCircle size={20} aria-hidden />}
                    data-testid="session-ended-notice"
                  >
                    {sessionEnded}
                  </Alert>
                ) : null}
                {notice ? (
                  <Alert
                    role="status"
                    color={notice.tone === 'success' ? 'teal' : 'orange'}
                    variant="light"
                    icon={<IconInfoCircle size={20} aria-hidden />}
                    data-testid="auth-notice"
                  >
                    {notice.text}
                  </Alert>
                ) : null}
                {form}
              </Stack>
            )}
          </Paper>
        </Box>
      </Box>
      <SiteFooter />
      <CookieNotice />
    </Box>
  );
}
