import { type ReactNode, useContext } from 'react';
import { ArticleRenderContext } from '../../state/render-context';
import { type ArticleLook, templateClass, themeVars } from '../../utils/theme';
import '../article.css';

/** The sawtooth under a patient-education post: 50 triangles, one look per template. */
export const SAWTOOTH_TRIANGLES = 50;

export function PatientFoot({ look }: { look: ArticleLook }) {
  const w = 100 / SAWTOOTH_TRIANGLES;
  const points = Array.from(
    { length: SAWTOOTH_TRIANGLES },
    (_, i) => `${i * w},10 ${i * w + w / 2},0 ${(i + 1) * w},10`,
  );
  return (
    <div className={`pw-art-foot pw-art-foot-${look.template}`} aria-hidden="true" data-testid="patient-foot">
      <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="pw-art-sawtooth" aria-hidden="true">
        {points.map((p) => (
          <polygon key={p} points={p} />
        ))}
      </svg>
      <div className="pw-art-foot-band" />
    </div>
  );
}

/**
 * The article's frame: template class and palette variables on one root, the components, and for patient
 * posts the foot decoration. `width` fixes the column (print and screenshot pages); the editor lets it fill.
 */
export function ArticleCanvas({
  look,
  width,
  children,
  className,
}: {
  look: ArticleLook;
  width?: number | undefined;
  children: ReactNode;
  className?: string | undefined;
}) {
  const kindClass = useContext(ArticleRenderContext)?.kindView?.canvasClassName;
  return (
    <div
      className={`pw-art-root ${templateClass(look)}${look.type === 'Tweets' ? ' pw-art-tweets' : ' pw-art-patient'}${kindClass ? ` ${kindClass}` : ''}${className ? ` ${className}` : ''}`}
      style={{ ...themeVars(look), ...(width ? { width } : {}) }}
      data-template={templateClass(look)}
    >
      {children}
      {look.type === 'PatientEducationPost' && <PatientFoot look={look} />}
    </div>
  );
}
