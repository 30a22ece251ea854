// Every endpoint of the API, by feature. Each feature declares its own (`cards/card.endpoints.ts`, …) and a
// page imports that file, so it loads only its own schemas; this list is for what needs them all: the
// endpoints test, the web tests' fake API and the development check of every answer. Its type
// (`DeclaredEndpoint`) lets the entry's calls name an endpoint without loading it (api/route.ts).
import type { Endpoint } from './endpoint.ts';
import { appEndpoints } from '../common/app.endpoints.ts';
import { authEndpoints } from '../auth/auth.endpoints.ts';
import { bankEndpoints } from '../bank/bank.endpoints.ts';
import { cardEndpoints } from '../cards/card.endpoints.ts';
import { walletEndpoints } from '../wallet/wallet.endpoints.ts';
import { passkitEndpoints } from '../wallet/passkit.endpoints.ts';
import { privacyEndpoints } from '../privacy/privacy.endpoints.ts';
import { stationEndpoints } from '../stations/station.endpoints.ts';
import { partnerEndpoints } from '../stations/partner.endpoints.ts';
import { priceReportEndpoints } from '../stations/price-report.endpoints.ts';
import { vehicleEndpoints } from '../vehicles/vehicle.endpoints.ts';
import { co2Endpoints } from '../co2/co2.endpoints.ts';
import { balanceEndpoints } from '../money/balance.endpoints.ts';
import { transactionEndpoints } from '../money/transaction.endpoints.ts';
import { loyaltyEndpoints } from '../money/loyalty.endpoints.ts';
import { pumpKeyEndpoints } from '../money/pump.endpoints.ts';
import { codeEndpoints } from '../codes/code.endpoints.ts';
import { insightsEndpoints } from '../insights/insights.endpoints.ts';
import { sitePageEndpoints } from '../site-pages/site-page.endpoints.ts';
import { invoiceEndpoints } from '../billing/invoice.endpoints.ts';
import { orgInvoiceEndpoints } from '../billing/org-invoice.endpoints.ts';
import { orgJournalEndpoints } from '../billing/org-journal.endpoints.ts';
import { billingEndpoints } from '../billing/billing.endpoints.ts';
import { adminEndpoints } from '../admin/admin.endpoints.ts';
import { themeEndpoints } from '../admin/theme.endpoints.ts';
import { seoEndpoints } from '../common/seo.endpoints.ts';
import { orgEndpoints } from '../orgs/org.endpoints.ts';
import { notificationEndpoints } from '../notifications/notification.endpoints.ts';
import { fleetMoneyEndpoints } from '../fleet-money/fleet-money.endpoints.ts';
import { orgMemberEndpoints } from '../orgs/org-member.endpoints.ts';
import { costCentreEndpoints } from '../orgs/cost-centre.endpoints.ts';
import { orgAuditEndpoints } from '../orgs/org-audit.endpoints.ts';
import { fleetRulesEndpoints } from '../orgs/fleet-rules.endpoints.ts';
import { fleetCardEndpoints, privateCardLossEndpoints } from '../orgs/fleet-card.endpoints.ts';
import { priceAlertEndpoints } from '../notifications/price-alert.contract.ts';
import { pushEndpoints } from '../push/push.endpoints.ts';
import { fleetReportEndpoints } from '../fleet-reports/fleet-report.endpoints.ts';
import { orgCo2Endpoints } from '../co2/org-co2.endpoints.ts';

const groups = [
  appEndpoints,
  authEndpoints,
  bankEndpoints,
  cardEndpoints,
  walletEndpoints,
  passkitEndpoints,
  privacyEndpoints,
  stationEndpoints,
  partnerEndpoints,
  priceReportEndpoints,
  vehicleEndpoints,
  co2Endpoints,
  balanceEndpoints,
  transactionEndpoints,
  loyaltyEndpoints,
  pumpKeyEndpoints,
  codeEndpoints,
  insightsEndpoints,
  sitePageEndpoints,
  invoiceEndpoints,
  orgInvoiceEndpoints,
  orgJournalEndpoints,
  billingEndpoints,
  adminEndpoints,
  themeEndpoints,
  seoEndpoints,
  orgEndpoints,
  notificationEndpoints,
  fleetMoneyEndpoints,
  orgMemberEndpoints,
  costCentreEndpoints,
  orgAuditEndpoints,
  fleetRulesEndpoints,
  fleetCardEndpoints,
  privateCardLossEndpoints,
  priceAlertEndpoints,
  pushEndpoints,
  fleetReportEndpoints,
  orgCo2Endpoints,
] as const;

/** Every declared endpoint, once. */
export const allEndpoints: readonly Endpoint[] = groups.flatMap((group) => Object.values(group));

type MembersOf<Group> = Group extends unknown ? Group[keyof Group] : never;
/** Every declared endpoint as its own type: `route()` (api/route.ts) finds a declaration by it. */
export type DeclaredEndpoint = MembersOf<(typeof groups)[number]>;
