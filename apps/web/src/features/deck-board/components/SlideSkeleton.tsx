/** A slide-sized placeholder while slides are on their way, so the board never looks blank. */
export function SlideSkeleton({ width, height }: { width: number; height: number }) {
  const k = width / 960;
  return (
    <div className="pw-board-skeleton" style={{ width, height }} aria-hidden="true">
      <span style={{ left: 40 * k, top: 30 * k, width: 420 * k, height: 28 * k }} />
      <span style={{ left: 40 * k, top: 84 * k, width: 56 * k, height: 5 * k }} />
      <span style={{ left: 40 * k, top: 130 * k, width: 600 * k, height: 14 * k }} />
      <span style={{ left: 40 * k, top: 160 * k, width: 540 * k, height: 14 * k }} />
      <span style={{ left: 40 * k, top: 190 * k, width: 580 * k, height: 14 * k }} />
      <span style={{ left: 40 * k, top: 240 * k, width: 880 * k, height: 180 * k }} />
    </div>
  );
}
