export { LoginPage, SignupPage } from './auth-page.tsx';
export { ForgotPage } from './forgot-page.tsx';
export { ResetPage } from './reset-page.tsx';
export { AccountErasedPage } from './account-erased-page.tsx';
export { PrivacyPage } from './privacy-page.tsx';
