export { LoginPage, SignupPage } from './auth-page.tsx';
export { ForgotPage } from './forgot-page.tsx';
export { ResetPage } from './reset-page.tsx';
