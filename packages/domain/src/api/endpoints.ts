// Every endpoint the web app calls, with what it answers and takes (types only: no zod is loaded here).
// `endpoint-schemas.ts` pairs each with the zod schemas the API validates with.
import type {
  AuthResponse,
  ForgotBody,
  LoginBody,
  MeResponse,
  RegisterBody,
  ResetBody,
} from '../auth/auth.contract.ts';
import type {
  BankLinkBody,
  BankLinkResponse,
  BankOption,
  BankStatusResponse,
  SandboxDecisionBody,
  SandboxDecisionResponse,
  SandboxLinkResponse,
} from '../bank/bank.contract.ts';
import type {
  ActiveCard,
  Card,
  CardListRead,
  CreateCardBody,
  SelectCardBody,
} from '../cards/card.contract.ts';
import type { Co2Preview, Co2Report, WpmReport } from '../co2/co2.contract.ts';
import type {
  FuelLog,
  FuelLogBody,
  FuelLogList,
  OdometerLog,
  OdometerLogBody,
  OdometerLogList,
  UpdateFuelLogBody,
  UpdateOdometerLogBody,
} from '../co2/log.contract.ts';
import type { BillingAddressBody, BillingAddressResponse } from '../billing/billing-address.contract.ts';
import type { InvoiceDetail, InvoiceList } from '../billing/invoice.contract.ts';
import type {
  BillingCheckoutBody,
  BillingUrlResponse,
  Subscription,
} from '../billing/subscription.contract.ts';
import type {
  AdminOverview,
  AdminStationPage,
  AdminUser,
  AdminUserPage,
  UpdateAdminUserBody,
} from '../admin/admin.contract.ts';
import type { BrandThemeInput, PublishedTheme } from '../admin/brand-theme.contract.ts';
import type { AssignPartnerBody, AssignPartnerResponse } from '../stations/partner.contract.ts';
import type { AppConfig } from '../common/app-config.contract.ts';
import type { InsightsResponse } from '../insights/insights.contract.ts';
import type { DeleteAccountBody, ErasurePreview, ErasureResult } from '../privacy/privacy.contract.ts';
import type {
  CreateSitePageBody,
  SitePage,
  SitePageList,
  UpdateSitePageBody,
} from '../site-pages/site-page.contract.ts';
import type {
  AutoTopUpBody,
  BalanceResponse,
  CheckoutResponse,
  LedgerPage,
  Payment,
  SandboxPayment,
  SandboxPaymentDecisionBody,
  SandboxPaymentDecisionResponse,
  TopUpBody,
} from '../money/balance.contract.ts';
import type { LoyaltyResponse, RedeemBody, RedeemResponse } from '../money/loyalty.contract.ts';
import type {
  CreatedPumpKey,
  CreatePumpKeyBody,
  HistoryPage,
  PumpKey,
  StartTransactionBody,
  StartTransactionResponse,
  Transaction,
} from '../money/transaction.contract.ts';
import type {
  BulkPricesBody,
  CreateOfferBody,
  CreateStationBody,
  OfferImageResponse,
  PartnerOffer,
  PartnerOfferPage,
  PartnerSettings,
  PartnerSettingsBody,
  PartnerStation,
  PartnerStationPage,
  PricesSavedResponse,
  UpdateOfferBody,
  UpdateStationBody,
} from '../stations/partner.contract.ts';
import type {
  Brand,
  FavoriteStationsResponse,
  NationalAverage,
  PriceHistoryResponse,
  PublicStationsResponse,
  StationDetail,
  StationSearchResponse,
} from '../stations/station.contract.ts';
import type {
  CreateVehicleBody,
  RdwLookupResponse,
  Vehicle,
  VehicleListResponse,
  UpdateVehicleBody,
} from '../vehicles/vehicle.contract.ts';
import type {
  PassViewResponse,
  WalletLinkRead,
  WalletLinkResponse,
  WalletPassBody,
  WalletStatusResponse,
} from '../wallet/wallet.contract.ts';
import { endpoint } from './endpoint.ts';

type Accepted = { ok: true; message: string };
/** A file (CSV, PDF) rather than JSON: read with `apiDownload`. */
type File = Blob;

export const appEndpoints = {
  config: endpoint<AppConfig>('GET', '/api/config'),
};

export const authEndpoints = {
  me: endpoint<MeResponse>('GET', '/me'),
  login: endpoint<AuthResponse, LoginBody>('POST', '/api/auth/login'),
  register: endpoint<AuthResponse, RegisterBody>('POST', '/api/auth/register'),
  logout: endpoint<undefined>('POST', '/api/auth/logout'),
  forgot: endpoint<Accepted, ForgotBody>('POST', '/api/auth/forgot'),
  reset: endpoint<Accepted, ResetBody>('POST', '/api/auth/reset'),
};

export const bankEndpoints = {
  options: endpoint<BankOption[]>('GET', '/api/bank/options'),
  status: endpoint<BankStatusResponse>('GET', '/api/bank/status'),
  link: endpoint<BankLinkResponse, BankLinkBody>('POST', '/api/bank/link'),
  sandboxLink: endpoint<SandboxLinkResponse>('GET', '/api/bank/sandbox/:linkId'),
  sandboxDecision: endpoint<SandboxDecisionResponse, SandboxDecisionBody>(
    'POST',
    '/api/bank/sandbox/:linkId/decision',
  ),
};

export const cardEndpoints = {
  list: endpoint<CardListRead>('GET', '/api/cards'),
  active: endpoint<ActiveCard>('GET', '/api/cards/active'),
  create: endpoint<Card, CreateCardBody>('POST', '/api/cards'),
  issue: endpoint<Card, CreateCardBody>('POST', '/api/cards/issue'),
  select: endpoint<Card, SelectCardBody>('POST', '/api/cards/select'),
  remove: endpoint<undefined>('DELETE', '/api/cards/:id'),
};

export const walletEndpoints = {
  pass: endpoint<WalletLinkRead, WalletPassBody>('POST', '/api/wallet/pass'),
  status: endpoint<WalletStatusResponse>('GET', '/api/wallet/status'),
  apple: endpoint<WalletLinkRead>('POST', '/api/wallet/apple/:id'),
  google: endpoint<WalletLinkRead>('POST', '/api/wallet/google/:id'),
  passView: endpoint<PassViewResponse>('GET', '/api/pass/:token'),
  revokeLinks: endpoint<WalletLinkResponse, SelectCardBody>('POST', '/api/wallet/pass/revoke'),
};

export const privacyEndpoints = {
  export: endpoint<File>('GET', '/api/me/export'),
  erasurePreview: endpoint<ErasurePreview>('GET', '/api/me/erasure'),
  erase: endpoint<ErasureResult, DeleteAccountBody>('DELETE', '/api/me'),
};

export const stationEndpoints = {
  feed: endpoint<PublicStationsResponse>('GET', '/api/partner/public/stations'),
  search: endpoint<StationSearchResponse>('GET', '/api/stations/search'),
  detail: endpoint<StationDetail>('GET', '/api/stations/:id'),
  priceHistory: endpoint<PriceHistoryResponse>('GET', '/api/stations/:id/prices/history'),
  nationalAverage: endpoint<NationalAverage>('GET', '/api/prices/national-average'),
  favorites: endpoint<FavoriteStationsResponse>('GET', '/api/stations/favorites'),
  addFavorite: endpoint<undefined>('PUT', '/api/stations/:id/favorite'),
  removeFavorite: endpoint<undefined>('DELETE', '/api/stations/:id/favorite'),
  brands: endpoint<{ items: Brand[] }>('GET', '/api/brands'),
};

export const partnerEndpoints = {
  stations: endpoint<PartnerStationPage>('GET', '/api/partner/stations'),
  station: endpoint<PartnerStation>('GET', '/api/partner/stations/:id'),
  createStation: endpoint<PartnerStation, CreateStationBody>('POST', '/api/partner/stations'),
  updateStation: endpoint<PartnerStation, UpdateStationBody>('PATCH', '/api/partner/stations/:id'),
  deactivateStation: endpoint<PartnerStation>('DELETE', '/api/partner/stations/:id'),
  savePrices: endpoint<PricesSavedResponse, BulkPricesBody>('PUT', '/api/partner/prices'),
  offers: endpoint<PartnerOfferPage>('GET', '/api/partner/offers'),
  createOffer: endpoint<PartnerOffer, CreateOfferBody>('POST', '/api/partner/offers'),
  updateOffer: endpoint<PartnerOffer, UpdateOfferBody>('PATCH', '/api/partner/offers/:id'),
  removeOffer: endpoint<undefined>('DELETE', '/api/partner/offers/:id'),
  uploadOfferImage: endpoint<OfferImageResponse, FormData>('POST', '/api/partner/offers/images'),
  settings: endpoint<PartnerSettings>('GET', '/api/partner/settings'),
  saveSettings: endpoint<PartnerSettings, PartnerSettingsBody>('PUT', '/api/partner/settings'),
};

export const vehicleEndpoints = {
  list: endpoint<VehicleListResponse>('GET', '/api/vehicles'),
  create: endpoint<Vehicle, CreateVehicleBody>('POST', '/api/vehicles'),
  update: endpoint<Vehicle, UpdateVehicleBody>('PATCH', '/api/vehicles/:id'),
  remove: endpoint<undefined>('DELETE', '/api/vehicles/:id'),
  rdwLookup: endpoint<RdwLookupResponse>('GET', '/api/rdw/lookup'),
};

export const co2Endpoints = {
  report: endpoint<Co2Report>('GET', '/api/co2/report'),
  /** Public: the three methods on the spec's demo data (the Green Deal page). */
  preview: endpoint<Co2Preview>('GET', '/api/co2/preview'),
  reportCsv: endpoint<File>('GET', '/api/co2/report.csv'),
  reportPdf: endpoint<File>('GET', '/api/co2/report.pdf'),
  wpm: endpoint<WpmReport>('GET', '/api/co2/wpm'),
  wpmCsv: endpoint<File>('GET', '/api/co2/wpm.csv'),
  wpmPdf: endpoint<File>('GET', '/api/co2/wpm.pdf'),
  odometerLogs: endpoint<OdometerLogList>('GET', '/api/co2/odometer'),
  addOdometer: endpoint<OdometerLog, OdometerLogBody>('POST', '/api/co2/odometer'),
  updateOdometer: endpoint<OdometerLog, UpdateOdometerLogBody>('PATCH', '/api/co2/odometer/:id'),
  removeOdometer: endpoint<undefined>('DELETE', '/api/co2/odometer/:id'),
  fuelLogs: endpoint<FuelLogList>('GET', '/api/co2/fuel'),
  addFuel: endpoint<FuelLog, FuelLogBody>('POST', '/api/co2/fuel'),
  updateFuel: endpoint<FuelLog, UpdateFuelLogBody>('PATCH', '/api/co2/fuel/:id'),
  removeFuel: endpoint<undefined>('DELETE', '/api/co2/fuel/:id'),
};

export const balanceEndpoints = {
  balance: endpoint<BalanceResponse>('GET', '/api/balance'),
  history: endpoint<LedgerPage>('GET', '/api/balance/history'),
  topUp: endpoint<CheckoutResponse, TopUpBody>('POST', '/api/balance/top-ups'),
  mandate: endpoint<CheckoutResponse>('POST', '/api/balance/mandate'),
  autoTopUp: endpoint<BalanceResponse, AutoTopUpBody>('PUT', '/api/balance/auto-top-up'),
  payment: endpoint<Payment>('GET', '/api/payments/:id'),
  sandboxPayment: endpoint<SandboxPayment>('GET', '/api/payments/sandbox/:id'),
  sandboxDecision: endpoint<SandboxPaymentDecisionResponse, SandboxPaymentDecisionBody>(
    'POST',
    '/api/payments/sandbox/:id/decision',
  ),
};

export const transactionEndpoints = {
  start: endpoint<StartTransactionResponse, StartTransactionBody>('POST', '/api/transactions/start'),
  /** Spec §7: the fallback when /start is not there. */
  checkoutFuel: endpoint<StartTransactionResponse, StartTransactionBody>('POST', '/api/checkout/fuel'),
  get: endpoint<Transaction>('GET', '/api/transactions/:id'),
  confirm: endpoint<Transaction>('POST', '/api/transactions/:id/confirm'),
  cancel: endpoint<Transaction>('POST', '/api/transactions/:id/cancel'),
  list: endpoint<HistoryPage>('GET', '/api/transactions'),
  csv: endpoint<File>('GET', '/api/transactions.csv'),
  receipt: endpoint<File>('GET', '/api/transactions/:id/receipt.pdf'),
};

export const loyaltyEndpoints = {
  loyalty: endpoint<LoyaltyResponse>('GET', '/api/loyalty'),
  redeem: endpoint<RedeemResponse, RedeemBody>('POST', '/api/loyalty/redeem'),
};

export const pumpKeyEndpoints = {
  list: endpoint<{ items: PumpKey[] }>('GET', '/api/partner/pump-keys'),
  create: endpoint<CreatedPumpKey, CreatePumpKeyBody>('POST', '/api/partner/pump-keys'),
  revoke: endpoint<undefined>('DELETE', '/api/partner/pump-keys/:id'),
};

export const insightsEndpoints = {
  insights: endpoint<InsightsResponse>('GET', '/api/insights'),
};

export const sitePageEndpoints = {
  /** Spec §7: a published page for everyone, a draft for admins only. */
  bySlug: endpoint<SitePage>('GET', '/api/site-pages'),
  list: endpoint<SitePageList>('GET', '/api/admin/site-pages'),
  get: endpoint<SitePage>('GET', '/api/admin/site-pages/:id'),
  create: endpoint<SitePage, CreateSitePageBody>('POST', '/api/admin/site-pages'),
  update: endpoint<SitePage, UpdateSitePageBody>('PATCH', '/api/admin/site-pages/:id'),
  publish: endpoint<SitePage>('POST', '/api/admin/site-pages/:id/publish'),
  unpublish: endpoint<SitePage>('POST', '/api/admin/site-pages/:id/unpublish'),
  remove: endpoint<undefined>('DELETE', '/api/admin/site-pages/:id'),
};

export const invoiceEndpoints = {
  /** Query from/to (YYYY-MM) and status filter the list. */
  list: endpoint<InvoiceList>('GET', '/api/invoices'),
  get: endpoint<InvoiceDetail>('GET', '/api/invoices/:id'),
  pdf: endpoint<File>('GET', '/api/invoices/:id/pdf'),
};

export const billingEndpoints = {
  subscription: endpoint<Subscription>('GET', '/api/billing/subscription'),
  checkout: endpoint<BillingUrlResponse, BillingCheckoutBody>('POST', '/api/billing/checkout'),
  portal: endpoint<BillingUrlResponse>('POST', '/api/billing/portal'),
  cancel: endpoint<Subscription>('POST', '/api/billing/subscription/cancel'),
  resume: endpoint<Subscription>('POST', '/api/billing/subscription/resume'),
  address: endpoint<BillingAddressResponse>('GET', '/api/billing/address'),
  saveAddress: endpoint<BillingAddressResponse, BillingAddressBody>('PUT', '/api/billing/address'),
};

export const adminEndpoints = {
  overview: endpoint<AdminOverview>('GET', '/api/admin/overview'),
  users: endpoint<AdminUserPage>('GET', '/api/admin/users'),
  updateUser: endpoint<AdminUser, UpdateAdminUserBody>('PATCH', '/api/admin/users/:id'),
  stations: endpoint<AdminStationPage>('GET', '/api/admin/stations'),
  assignPartner: endpoint<AssignPartnerResponse, AssignPartnerBody>('PUT', '/api/admin/stations/:id/partner'),
};

export const themeEndpoints = {
  /** Public: the theme every visitor starts with (null: FuelLinq's own). */
  published: endpoint<PublishedTheme>('GET', '/api/theme'),
  publish: endpoint<PublishedTheme, BrandThemeInput>('PUT', '/api/admin/theme'),
  unpublish: endpoint<PublishedTheme>('DELETE', '/api/admin/theme'),
};
