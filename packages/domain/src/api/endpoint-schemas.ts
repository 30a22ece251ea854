// The zod schemas of every endpoint in `endpoints.ts`, the same ones the API validates with; where the spec
// lists alternative answers that the client must read too (`array or cards`), the wider schema it reads. The web app's
// HTTP client checks each answer against them in development and tests, and so does the web tests' fake API,
// so a drift between web and API fails a unit test. Production skips the check and never loads this file.
import { z } from 'zod';
import {
  AcceptedResponseSchema,
  AuthResponseSchema,
  ForgotBodySchema,
  LoginBodySchema,
  MeResponseSchema,
  RegisterBodySchema,
  ResetBodySchema,
} from '../auth/auth.contract.ts';
import {
  BankLinkBodySchema,
  BankLinkResponseSchema,
  BankOptionsResponseSchema,
  BankStatusResponseSchema,
  SandboxDecisionBodySchema,
  SandboxDecisionResponseSchema,
  SandboxLinkResponseSchema,
} from '../bank/bank.contract.ts';
import {
  ActiveCardResponseSchema,
  CardListReadSchema,
  CardSchema,
  CreateCardBodySchema,
  SelectCardBodySchema,
} from '../cards/card.contract.ts';
import {
  BillingAddressBodySchema,
  BillingAddressResponseSchema,
} from '../billing/billing-address.contract.ts';
import { InvoiceDetailSchema, InvoiceListSchema } from '../billing/invoice.contract.ts';
import {
  BillingCheckoutBodySchema,
  BillingUrlResponseSchema,
  SubscriptionSchema,
} from '../billing/subscription.contract.ts';
import { Co2PreviewSchema, Co2ReportSchema, WpmReportSchema } from '../co2/co2.contract.ts';
import {
  FuelLogBodySchema,
  FuelLogListSchema,
  FuelLogSchema,
  OdometerLogBodySchema,
  OdometerLogListSchema,
  OdometerLogSchema,
  UpdateFuelLogBodySchema,
  UpdateOdometerLogBodySchema,
} from '../co2/log.contract.ts';
import {
  AdminOverviewSchema,
  AdminStationPageSchema,
  AdminUserPageSchema,
  AdminUserSchema,
  UpdateAdminUserBodySchema,
} from '../admin/admin.contract.ts';
import { BrandThemeSchema, PublishedThemeSchema } from '../admin/brand-theme.contract.ts';
import { AppConfigSchema } from '../common/app-config.contract.ts';
import { ErrorBodySchema } from '../errors/error-body.ts';
import { InsightsResponseSchema } from '../insights/insights.contract.ts';
import {
  AssignPartnerBodySchema,
  AssignPartnerResponseSchema,
  BulkPricesBodySchema,
  CreateOfferBodySchema,
  CreateStationBodySchema,
  OfferImageResponseSchema,
  PartnerOfferPageSchema,
  PartnerOfferSchema,
  PartnerSettingsBodySchema,
  PartnerSettingsSchema,
  PartnerStationPageSchema,
  PartnerStationResponseSchema,
  PricesSavedResponseSchema,
  UpdateOfferBodySchema,
  UpdateStationBodySchema,
} from '../stations/partner.contract.ts';
import {
  BrandListResponseSchema,
  FavoriteStationsResponseSchema,
  NationalAverageSchema,
  PriceHistoryResponseSchema,
  PublicStationsResponseSchema,
  StationDetailSchema,
  StationSearchResponseSchema,
} from '../stations/station.contract.ts';
import {
  CreateVehicleBodySchema,
  RdwLookupResponseSchema,
  UpdateVehicleBodySchema,
  VehicleListResponseSchema,
  VehicleSchema,
} from '../vehicles/vehicle.contract.ts';
import {
  DeleteAccountBodySchema,
  ErasurePreviewSchema,
  ErasureResultSchema,
} from '../privacy/privacy.contract.ts';
import {
  AutoTopUpBodySchema,
  BalanceResponseSchema,
  CheckoutResponseSchema,
  LedgerPageSchema,
  PaymentSchema,
  SandboxPaymentDecisionBodySchema,
  SandboxPaymentDecisionResponseSchema,
  SandboxPaymentSchema,
  TopUpBodySchema,
} from '../money/balance.contract.ts';
import { LoyaltyResponseSchema, RedeemBodySchema, RedeemResponseSchema } from '../money/loyalty.contract.ts';
import {
  CreatedPumpKeySchema,
  CreatePumpKeyBodySchema,
  HistoryPageSchema,
  PumpKeyListSchema,
  StartTransactionBodySchema,
  StartTransactionResponseSchema,
  TransactionSchema,
} from '../money/transaction.contract.ts';
import {
  CreateSitePageBodySchema,
  SitePageListSchema,
  SitePageSchema,
  UpdateSitePageBodySchema,
} from '../site-pages/site-page.contract.ts';
import {
  PassViewResponseSchema,
  WalletLinkReadSchema,
  WalletLinkResponseSchema,
  WalletPassBodySchema,
  WalletStatusResponseSchema,
} from '../wallet/wallet.contract.ts';
import { type AnyEndpoint, type Endpoint, pathMatches } from './endpoint.ts';
import {
  adminEndpoints,
  appEndpoints,
  authEndpoints,
  balanceEndpoints,
  billingEndpoints,
  bankEndpoints,
  cardEndpoints,
  co2Endpoints,
  insightsEndpoints,
  invoiceEndpoints,
  loyaltyEndpoints,
  partnerEndpoints,
  privacyEndpoints,
  pumpKeyEndpoints,
  sitePageEndpoints,
  stationEndpoints,
  themeEndpoints,
  transactionEndpoints,
  vehicleEndpoints,
  walletEndpoints,
} from './endpoints.ts';

/** How an endpoint answers: JSON checked by a schema, nothing (204), or a file. */
export type ResponseContract = z.ZodType | 'empty' | 'file';

export interface EndpointContract {
  endpoint: AnyEndpoint;
  response: ResponseContract;
  body?: z.ZodType;
}

/**
 * Pairs an endpoint with its schemas; the compiler checks that the schema's output is what the endpoint
 * says it answers and that the endpoint's body is what the schema takes.
 */
function json<R, B>(
  endpoint: Endpoint<R, B>,
  response: z.ZodType<R>,
  ...body: [B] extends [undefined] ? [] : [z.ZodType<unknown, B>]
): EndpointContract {
  return { endpoint: endpoint as AnyEndpoint, response, ...(body[0] ? { body: body[0] } : {}) };
}
const empty = (endpoint: Endpoint<undefined>): EndpointContract => ({
  endpoint: endpoint as AnyEndpoint,
  response: 'empty',
});
const file = (endpoint: Endpoint<Blob>): EndpointContract => ({
  endpoint: endpoint as AnyEndpoint,
  response: 'file',
});

export const endpointContracts: EndpointContract[] = [
  json(appEndpoints.config, AppConfigSchema),

  json(authEndpoints.me, MeResponseSchema),
  json(authEndpoints.login, AuthResponseSchema, LoginBodySchema),
  json(authEndpoints.register, AuthResponseSchema, RegisterBodySchema),
  empty(authEndpoints.logout),
  json(authEndpoints.forgot, AcceptedResponseSchema, ForgotBodySchema),
  json(authEndpoints.reset, AcceptedResponseSchema, ResetBodySchema),

  json(bankEndpoints.options, BankOptionsResponseSchema),
  json(bankEndpoints.status, BankStatusResponseSchema),
  json(bankEndpoints.link, BankLinkResponseSchema, BankLinkBodySchema),
  json(bankEndpoints.sandboxLink, SandboxLinkResponseSchema),
  json(bankEndpoints.sandboxDecision, SandboxDecisionResponseSchema, SandboxDecisionBodySchema),

  json(cardEndpoints.list, CardListReadSchema),
  json(cardEndpoints.active, ActiveCardResponseSchema),
  json(cardEndpoints.create, CardSchema, CreateCardBodySchema),
  json(cardEndpoints.issue, CardSchema, CreateCardBodySchema),
  json(cardEndpoints.select, CardSchema, SelectCardBodySchema),
  empty(cardEndpoints.remove),

  json(walletEndpoints.pass, WalletLinkReadSchema, WalletPassBodySchema),
  json(walletEndpoints.status, WalletStatusResponseSchema),
  json(walletEndpoints.apple, WalletLinkReadSchema),
  json(walletEndpoints.google, WalletLinkReadSchema),
  json(walletEndpoints.passView, PassViewResponseSchema),
  json(walletEndpoints.revokeLinks, WalletLinkResponseSchema, SelectCardBodySchema),

  file(privacyEndpoints.export),
  json(privacyEndpoints.erasurePreview, ErasurePreviewSchema),
  json(privacyEndpoints.erase, ErasureResultSchema, DeleteAccountBodySchema),

  json(stationEndpoints.feed, PublicStationsResponseSchema),
  json(stationEndpoints.search, StationSearchResponseSchema),
  json(stationEndpoints.detail, StationDetailSchema),
  json(stationEndpoints.priceHistory, PriceHistoryResponseSchema),
  json(stationEndpoints.nationalAverage, NationalAverageSchema),
  json(stationEndpoints.favorites, FavoriteStationsResponseSchema),
  empty(stationEndpoints.addFavorite),
  empty(stationEndpoints.removeFavorite),
  json(stationEndpoints.brands, BrandListResponseSchema),

  json(partnerEndpoints.stations, PartnerStationPageSchema),
  json(partnerEndpoints.station, PartnerStationResponseSchema),
  json(partnerEndpoints.createStation, PartnerStationResponseSchema, CreateStationBodySchema),
  json(partnerEndpoints.updateStation, PartnerStationResponseSchema, UpdateStationBodySchema),
  json(partnerEndpoints.deactivateStation, PartnerStationResponseSchema),
  json(partnerEndpoints.savePrices, PricesSavedResponseSchema, BulkPricesBodySchema),
  json(partnerEndpoints.offers, PartnerOfferPageSchema),
  json(partnerEndpoints.createOffer, PartnerOfferSchema, CreateOfferBodySchema),
  json(partnerEndpoints.updateOffer, PartnerOfferSchema, UpdateOfferBodySchema),
  empty(partnerEndpoints.removeOffer),
  json(partnerEndpoints.uploadOfferImage, OfferImageResponseSchema, z.instanceof(FormData)),
  json(partnerEndpoints.settings, PartnerSettingsSchema),
  json(partnerEndpoints.saveSettings, PartnerSettingsSchema, PartnerSettingsBodySchema),

  json(vehicleEndpoints.list, VehicleListResponseSchema),
  json(vehicleEndpoints.create, VehicleSchema, CreateVehicleBodySchema),
  json(vehicleEndpoints.update, VehicleSchema, UpdateVehicleBodySchema),
  empty(vehicleEndpoints.remove),
  json(vehicleEndpoints.rdwLookup, RdwLookupResponseSchema),

  json(co2Endpoints.report, Co2ReportSchema),
  json(co2Endpoints.preview, Co2PreviewSchema),
  file(co2Endpoints.reportCsv),
  file(co2Endpoints.reportPdf),
  json(co2Endpoints.wpm, WpmReportSchema),
  file(co2Endpoints.wpmCsv),
  file(co2Endpoints.wpmPdf),
  json(co2Endpoints.odometerLogs, OdometerLogListSchema),
  json(co2Endpoints.addOdometer, OdometerLogSchema, OdometerLogBodySchema),
  json(co2Endpoints.updateOdometer, OdometerLogSchema, UpdateOdometerLogBodySchema),
  empty(co2Endpoints.removeOdometer),
  json(co2Endpoints.fuelLogs, FuelLogListSchema),
  json(co2Endpoints.addFuel, FuelLogSchema, FuelLogBodySchema),
  json(co2Endpoints.updateFuel, FuelLogSchema, UpdateFuelLogBodySchema),
  empty(co2Endpoints.removeFuel),

  json(balanceEndpoints.balance, BalanceResponseSchema),
  json(balanceEndpoints.history, LedgerPageSchema),
  json(balanceEndpoints.topUp, CheckoutResponseSchema, TopUpBodySchema),
  json(balanceEndpoints.mandate, CheckoutResponseSchema),
  json(balanceEndpoints.autoTopUp, BalanceResponseSchema, AutoTopUpBodySchema),
  json(balanceEndpoints.payment, PaymentSchema),
  json(balanceEndpoints.sandboxPayment, SandboxPaymentSchema),
  json(
    balanceEndpoints.sandboxDecision,
    SandboxPaymentDecisionResponseSchema,
    SandboxPaymentDecisionBodySchema,
  ),

  json(transactionEndpoints.start, StartTransactionResponseSchema, StartTransactionBodySchema),
  json(transactionEndpoints.checkoutFuel, StartTransactionResponseSchema, StartTransactionBodySchema),
  json(transactionEndpoints.get, TransactionSchema),
  json(transactionEndpoints.confirm, TransactionSchema),
  json(transactionEndpoints.cancel, TransactionSchema),
  json(transactionEndpoints.list, HistoryPageSchema),
  file(transactionEndpoints.csv),
  file(transactionEndpoints.receipt),

  json(loyaltyEndpoints.loyalty, LoyaltyResponseSchema),
  json(loyaltyEndpoints.redeem, RedeemResponseSchema, RedeemBodySchema),

  json(pumpKeyEndpoints.list, PumpKeyListSchema),
  json(pumpKeyEndpoints.create, CreatedPumpKeySchema, CreatePumpKeyBodySchema),
  empty(pumpKeyEndpoints.revoke),

  json(insightsEndpoints.insights, InsightsResponseSchema),
  json(sitePageEndpoints.bySlug, SitePageSchema),
  json(sitePageEndpoints.list, SitePageListSchema),
  json(sitePageEndpoints.get, SitePageSchema),
  json(sitePageEndpoints.create, SitePageSchema, CreateSitePageBodySchema),
  json(sitePageEndpoints.update, SitePageSchema, UpdateSitePageBodySchema),
  json(sitePageEndpoints.publish, SitePageSchema),
  json(sitePageEndpoints.unpublish, SitePageSchema),
  empty(sitePageEndpoints.remove),

  json(invoiceEndpoints.list, InvoiceListSchema),
  json(invoiceEndpoints.get, InvoiceDetailSchema),
  file(invoiceEndpoints.pdf),

  json(billingEndpoints.subscription, SubscriptionSchema),
  json(billingEndpoints.checkout, BillingUrlResponseSchema, BillingCheckoutBodySchema),
  json(billingEndpoints.portal, BillingUrlResponseSchema),
  json(billingEndpoints.cancel, SubscriptionSchema),
  json(billingEndpoints.resume, SubscriptionSchema),
  json(billingEndpoints.address, BillingAddressResponseSchema),
  json(billingEndpoints.saveAddress, BillingAddressResponseSchema, BillingAddressBodySchema),
  json(adminEndpoints.overview, AdminOverviewSchema),
  json(adminEndpoints.users, AdminUserPageSchema),
  json(adminEndpoints.updateUser, AdminUserSchema, UpdateAdminUserBodySchema),
  json(adminEndpoints.stations, AdminStationPageSchema),
  json(adminEndpoints.assignPartner, AssignPartnerResponseSchema, AssignPartnerBodySchema),

  json(themeEndpoints.published, PublishedThemeSchema),
  json(themeEndpoints.publish, PublishedThemeSchema, BrandThemeSchema),
  json(themeEndpoints.unpublish, PublishedThemeSchema),
];

/** The contract of an endpoint declared in `endpoints.ts`. */
export function contractOf(target: AnyEndpoint): EndpointContract | undefined {
  return endpointContracts.find((contract) => contract.endpoint === target);
}

const paramCount = (path: string) => path.split('/').filter((part) => part.startsWith(':')).length;

/** The contract of a concrete request; a literal route wins over a parameter (`/favorites` over `/:id`). */
export function findContract(method: string, pathname: string): EndpointContract | undefined {
  return endpointContracts
    .filter(({ endpoint }) => endpoint.method === method && pathMatches(endpoint.path, pathname))
    .sort((a, b) => paramCount(a.endpoint.path) - paramCount(b.endpoint.path))[0];
}

/**
 * What is wrong with an answer, or null when it keeps the contract. A 4xx carries the error body; a 5xx may
 * come from a proxy in front of the API and is read whatever its body (spec §8), so it is not checked.
 */
export function responseProblem(contract: EndpointContract, status: number, body: unknown): string | null {
  if (status >= 500) return null;
  const schema: z.ZodType | null =
    status >= 400
      ? ErrorBodySchema
      : contract.response === 'empty' || contract.response === 'file'
        ? null
        : contract.response;
  if (!schema) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  const { method, path } = contract.endpoint;
  return `${method} ${path} answered ${status} outside its contract: ${z.prettifyError(result.error)}`;
}
