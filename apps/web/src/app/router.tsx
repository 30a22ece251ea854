import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LandingPage } from '../features/public/pages/landing-page.tsx';
import { RouteErrorScreen } from './crash-screen.tsx';
import { RequireAdmin, RequireAuth, RequirePartner } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './root-layout.tsx';

/** Loads one named export of a lazily imported module as the route's Component (one chunk per area). */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const authPages = () => import('../features/auth/pages/index.ts');
const overviewPage = () => import('../features/dashboard/pages/overview-page.tsx');
const insightsPage = () => import('../features/dashboard/pages/insights-page.tsx');
const partnerPages = () => import('../features/partner/pages/index.ts');
const onboardingPages = () => import('../features/onboarding/pages/index.ts');
const cardPages = () => import('../features/cards/pages/index.ts');
const bankPages = () => import('../features/bank/pages/index.ts');
const balancePages = () => import('../features/balance/pages/index.ts');
const transactionPages = () => import('../features/transactions/pages/index.ts');
const loyaltyPages = () => import('../features/loyalty/pages/index.ts');
const billingPages = () => import('../features/billing/pages/index.ts');
const vehiclesPage = () => import('../features/vehicles/pages/vehicles-page.tsx');
const co2Page = () => import('../features/vehicles/pages/co2-page.tsx');
const sitePageAdmin = () => import('../features/site-pages/pages/index.ts');
const adminPages = () => import('../features/admin/pages/index.ts');
const brandingPages = () => import('../features/branding/pages/index.ts');
const fleetMoneyPages = () => import('../features/fleet-money/pages/index.ts');
const fleetPages = () => import('../features/fleet/pages/index.ts');
const fleetRulesPages = () => import('../features/fleet-rules/pages/index.ts');
const fleetCardPages = () => import('../features/fleet-cards/pages/index.ts');

/** Every route of spec §2. Unknown paths redirect to /. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: LandingPage },
          { path: 'about', lazy: page(() => import('../features/public/pages/about-page.tsx'), 'AboutPage') },
          {
            path: 'eu-agenda',
            lazy: page(() => import('../features/public/pages/eu-agenda-page.tsx'), 'EuAgendaPage'),
          },
          {
            path: 'contact',
            lazy: page(() => import('../features/public/pages/contact-page.tsx'), 'ContactPage'),
          },
          { path: 'demo', lazy: page(() => import('../features/public/pages/demo-page.tsx'), 'DemoPage') },
          { path: 'api', lazy: page(() => import('../features/public/pages/api-page.tsx'), 'ApiPage') },
          {
            path: 'greendeal',
            lazy: page(() => import('../features/public/pages/green-deal-page.tsx'), 'GreenDealPage'),
          },
          { path: 'terms', lazy: page(() => import('../features/public/pages/terms-page.tsx'), 'TermsPage') },
          {
            path: 'privacy',
            lazy: page(() => import('../features/public/pages/privacy-page.tsx'), 'PrivacyPage'),
          },
          { path: 'faq', lazy: page(() => import('../features/public/pages/faq-page.tsx'), 'FaqPage') },
          {
            path: 'page/:slug',
            lazy: page(() => import('../features/site-pages/pages/cms-page.tsx'), 'CmsPage'),
          },
          {
            path: 'station/:id',
            lazy: page(() => import('../features/stations/pages/station-page.tsx'), 'StationPage'),
          },
          { path: 'pass/:token', lazy: page(cardPages, 'PassPage') },
          { path: 'uitnodiging/:token', lazy: page(fleetPages, 'InvitationPage') },
          { path: 'auth', lazy: page(authPages, 'LoginPage') },
          { path: 'login', Component: LoginRedirect },
          { path: 'signup', lazy: page(authPages, 'SignupPage') },
          { path: 'forgot', lazy: page(authPages, 'ForgotPage') },
          { path: 'reset', lazy: page(authPages, 'ResetPage') },
          { path: 'account-verwijderd', lazy: page(authPages, 'AccountErasedPage') },
          {
            path: 'onboarding',
            Component: RequireAuth,
            children: [
              { index: true, element: <Navigate to="/onboarding/bank" replace /> },
              { path: 'bank', lazy: page(onboardingPages, 'OnboardingBankPage') },
              { path: 'wallet', lazy: page(onboardingPages, 'OnboardingWalletPage') },
              { path: 'done', lazy: page(onboardingPages, 'OnboardingDonePage') },
            ],
          },
        ],
      },
      {
        path: 'app',
        Component: RequireAuth,
        children: [
          {
            lazy: page(() => import('./layouts/app-layout.tsx'), 'AppLayout'),
            children: [
              { index: true, lazy: page(overviewPage, 'OverviewPage') },
              { path: 'vehicles', lazy: page(vehiclesPage, 'VehiclesPage') },
              { path: 'wallet', lazy: page(cardPages, 'WalletPage') },
              // The phone's tabs (app-layout.tsx): Nu tanken on its own, and the station finder in the app.
              { path: 'tanken', lazy: page(cardPages, 'NuTankenPage') },
              {
                path: 'stations',
                lazy: page(() => import('../features/stations/pages/stations-page.tsx'), 'StationsPage'),
              },
              { path: 'wallet-setup', lazy: page(onboardingPages, 'WalletSetupPage') },
              { path: 'checkout-demo', lazy: page(transactionPages, 'CheckoutDemoPage') },
              { path: 'success', lazy: page(transactionPages, 'CheckoutSuccessPage') },
              { path: 'cancel', lazy: page(transactionPages, 'CheckoutCancelPage') },
              { path: 'transactions', lazy: page(transactionPages, 'TransactionsPage') },
              { path: 'rewards', lazy: page(loyaltyPages, 'RewardsPage') },
              // Where a payment's checkout comes back to: asks the server whether it was paid.
              { path: 'betaling/:id', lazy: page(balancePages, 'PaymentReturnPage') },
              { path: 'insights', lazy: page(insightsPage, 'InsightsPage') },
              { path: 'invoices', lazy: page(billingPages, 'InvoicesPage') },
              { path: 'subscription', lazy: page(billingPages, 'SubscriptionPage') },
              { path: 'co2', lazy: page(co2Page, 'Co2Page') },
              { path: 'fleet', lazy: page(fleetMoneyPages, 'FleetOverviewPage') },
              { path: 'fleet/refuels', lazy: page(fleetMoneyPages, 'FleetRefuelsPage') },
              {
                path: 'fleet/reports',
                lazy: page(
                  () => import('../features/fleet-reports/pages/fleet-reports-page.tsx'),
                  'FleetReportsPage',
                ),
              },
              {
                path: 'fleet/invoices',
                lazy: page(
                  () => import('../features/fleet-invoices/pages/fleet-invoices-page.tsx'),
                  'FleetInvoicesPage',
                ),
              },
              // Reads this very route table (route-access.ts), so it cannot drift from the guards.
              {
                path: 'protected-routes',
                lazy: page(() => import('./protected-routes-page.tsx'), 'ProtectedRoutesPage'),
              },
              { path: 'privacy', lazy: page(authPages, 'PrivacyPage') },
              {
                path: 'prijsalarmen',
                lazy: page(
                  () => import('../features/price-alerts/pages/price-alerts-page.tsx'),
                  'PriceAlertsPage',
                ),
              },
              // Fleets (issue 24): the organisation's members, audit and settings, a new organisation, and
              // what an employer sees of a driver.
              { path: 'fleet/members', lazy: page(fleetPages, 'FleetMembersPage') },
              { path: 'fleet/audit', lazy: page(fleetPages, 'FleetAuditPage') },
              { path: 'fleet/settings', lazy: page(fleetPages, 'FleetSettingsPage') },
              { path: 'fleet/nieuw', lazy: page(fleetPages, 'NewOrgPage') },
              { path: 'fleet/privacy', lazy: page(fleetPages, 'EmployerPrivacyPage') },
              { path: 'fleet/rules', lazy: page(fleetRulesPages, 'FleetRulesPage') },
              { path: 'fleet/flags', lazy: page(fleetRulesPages, 'FleetFlagsPage') },
              { path: 'fleet/cards', lazy: page(fleetCardPages, 'FleetCardsPage') },
              { path: 'fleet/vehicles', lazy: page(fleetCardPages, 'FleetVehiclesPage') },
              { path: 'zakelijke-pas', lazy: page(fleetCardPages, 'MyCompanyCardsPage') },
              {
                path: 'admin',
                Component: RequireAdmin,
                children: [
                  { index: true, element: <Navigate to="/app/admin/branding" replace /> },
                  { path: 'branding', lazy: page(brandingPages, 'BrandingPage') },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'partner',
        Component: RequireAuth,
        children: [
          {
            Component: RequirePartner,
            children: [
              {
                lazy: page(() => import('./layouts/partner-layout.tsx'), 'PartnerLayout'),
                children: [
                  { index: true, element: <Navigate to="/partner/offers" replace /> },
                  { path: 'offers', lazy: page(partnerPages, 'PartnerOffersPage') },
                  { path: 'prices', lazy: page(partnerPages, 'PartnerPricesPage') },
                  { path: 'stations', lazy: page(partnerPages, 'PartnerStationsPage') },
                  { path: 'stations/new', lazy: page(partnerPages, 'PartnerNewStationPage') },
                  { path: 'stations/:id', lazy: page(partnerPages, 'PartnerEditStationPage') },
                  { path: 'settings', lazy: page(partnerPages, 'PartnerSettingsPage') },
                  { path: 'codes', lazy: page(partnerPages, 'PartnerCodesPage') },
                ],
              },
            ],
          },
        ],
      },
      // The sandbox bank's consent page stands on its own, as a bank's page would (no FuelLinq header).
      { path: 'bank/sandbox/:linkId', lazy: page(bankPages, 'BankSandboxPage') },
      // The sandbox payment provider's page, likewise on its own.
      { path: 'betalen/sandbox/:id', lazy: page(balancePages, 'SandboxPaymentPage') },
      {
        // Spec §2: the admin's role home. Signed out: to /auth; not an admin: to /app.
        path: 'admin',
        Component: RequireAuth,
        children: [
          {
            Component: RequireAdmin,
            children: [
              {
                lazy: page(() => import('./layouts/admin-layout.tsx'), 'AdminLayout'),
                children: [
                  { index: true, lazy: page(adminPages, 'AdminHomePage') },
                  { path: 'users', lazy: page(adminPages, 'AdminUsersPage') },
                  { path: 'stations', lazy: page(adminPages, 'AdminStationsPage') },
                  { path: 'price-reports', lazy: page(adminPages, 'AdminPriceReportsPage') },
                  { path: 'pages', lazy: page(sitePageAdmin, 'AdminPagesPage') },
                  { path: 'pages/:id', lazy: page(sitePageAdmin, 'AdminPageEditPage') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Spec §2: /login redirects to /auth, keeping its query (next, reason). */
function LoginRedirect() {
  return <Navigate to={`/auth${window.location.search}`} replace />;
}
