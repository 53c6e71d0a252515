import { AccountOverview } from '../features/workbench-home/components/AccountOverview';
import { ComingNext } from '../features/workbench-home/components/ComingNext';
import { ProductPillars } from '../features/workbench-home/components/ProductPillars';
import { Welcome } from '../features/workbench-home/components/Welcome';

/** / : what Prowrite does, what is coming next, and the user's own account. */
export function HomePage() {
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <Welcome />
      <ProductPillars />
      <div className="pw-home-split">
        <ComingNext />
        <AccountOverview />
      </div>
    </div>
  );
}
