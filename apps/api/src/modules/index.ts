import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/admin.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { balanceRoutes } from './balance/balance.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { orgJournalRoutes } from './billing/org-journal.routes.ts';
import { bankRoutes } from './bank/bank.routes.ts';
import { cardsRoutes } from './cards/cards.routes.ts';
import { co2Routes } from './co2/co2.routes.ts';
import { orgCo2Routes } from './co2/org-co2.routes.ts';
import { fleetCardsRoutes } from './fleet-cards/fleet-cards.routes.ts';
import { fleetReportsRoutes } from './fleet-reports/fleet-reports.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { insightsRoutes } from './insights/insights.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { fleetMoneyRoutes } from './fleet-money/fleet-money.routes.ts';
import { loyaltyRoutes } from './loyalty/loyalty.routes.ts';
import { offerRoutes } from './offers/offers.routes.ts';
import { orgsRoutes } from './orgs/orgs.routes.ts';
import { fleetRulesRoutes } from './fleet-rules/fleet-rules.routes.ts';
import { partnerRoutes } from './partner/partner.routes.ts';
import { partnerCodesRoutes } from './partner-codes/partner-codes.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { priceAlertsRoutes } from './price-alerts/price-alerts.routes.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { pushRoutes } from './push/push.routes.ts';
import { priceReportsRoutes } from './price-reports/price-reports.routes.ts';
import { pumpsRoutes } from './pumps/pumps.routes.ts';
import { seoRoutes } from './seo/seo.routes.ts';
import { sitePagesRoutes } from './site-pages/site-pages.routes.ts';
import { stationRoutes } from './stations/stations.routes.ts';
import { themeRoutes } from './theme/theme.routes.ts';
import { transactionsRoutes } from './transactions/transactions.routes.ts';
import { vehicleLogsRoutes } from './vehicle-logs/vehicle-logs.routes.ts';
import { vehiclesRoutes } from './vehicles/vehicles.routes.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';

/** Every feature module's routes, registered by buildApp() in this order. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  stationRoutes,
  partnerRoutes,
  offerRoutes,
  bankRoutes,
  paymentsRoutes,
  balanceRoutes,
  cardsRoutes,
  walletRoutes,
  vehiclesRoutes,
  vehicleLogsRoutes,
  co2Routes,
  privacyRoutes,
  transactionsRoutes,
  pumpsRoutes,
  partnerCodesRoutes,
  loyaltyRoutes,
  sitePagesRoutes,
  billingRoutes,
  insightsRoutes,
  seoRoutes,
  adminRoutes,
  themeRoutes,
  orgsRoutes,
  fleetRulesRoutes,
  fleetCardsRoutes,
  notificationsRoutes,
  fleetMoneyRoutes,
  fleetReportsRoutes,
  orgCo2Routes,
  pushRoutes,
  priceAlertsRoutes,
  priceReportsRoutes,
  orgJournalRoutes,
];
