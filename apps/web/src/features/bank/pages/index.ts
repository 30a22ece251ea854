export { BankSandboxPage } from './bank-sandbox-page.tsx';
