/** Shown while the first screen's code loads; plain markup so it needs nothing else to be downloaded. */
export function Splash() {
  return (
    <div className="pw-splash" role="status" aria-live="polite">
      <span className="pw-splash-dot" />
    </div>
  );
}
