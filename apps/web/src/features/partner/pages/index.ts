export { PartnerCodesPage } from './codes-page.tsx';
export { PartnerOffersPage } from './offers-page.tsx';
export { PartnerPricesPage } from './prices-page.tsx';
export { PartnerEditStationPage, PartnerNewStationPage } from './station-pages.tsx';
export { PartnerSettingsPage } from './settings-page.tsx';
export { PartnerStationsPage } from './stations-page.tsx';
