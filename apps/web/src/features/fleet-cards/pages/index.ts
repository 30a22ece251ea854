export { FleetCardsPage } from './fleet-cards-page.tsx';
export { FleetVehiclesPage } from './fleet-vehicles-page.tsx';
export { MyCompanyCardsPage } from './my-company-cards-page.tsx';
