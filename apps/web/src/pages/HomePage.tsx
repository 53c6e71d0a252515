import { AccountOverview, ComingNext, ProductPillars, Welcome } from '../features/workbench-home';

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
