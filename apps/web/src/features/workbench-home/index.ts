export { AccountOverview } from './components/AccountOverview';
export { ComingNext } from './components/ComingNext';
export { ProductPillars } from './components/ProductPillars';
export { Welcome } from './components/Welcome';
