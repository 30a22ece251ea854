export { PassPage } from './pass-page.tsx';
export { WalletPage } from './wallet-page.tsx';
export { NuTankenPage } from './nu-tanken-page.tsx';
