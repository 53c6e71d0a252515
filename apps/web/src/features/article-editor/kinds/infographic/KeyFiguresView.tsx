import type { ArticleComponent, KeyFigure, KeyFigures } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { EditableText } from '../../components/editing/EditableText';
import { BlockTitle } from '../../components/views/TextBlockView';
import { useComponentEdit } from '../../hooks/use-component-edit';
import { setValueById } from '../../utils/text-edits';
import { barShares, type FigureField, setFigureField } from './figures';
import './infographic.css';

type Indexed = { figure: KeyFigure; index: number };

/** One text of one tile, edited in place like every article text. */
function TileText({
  content,
  item,
  field,
  className,
  hideWhenEmpty = true,
}: {
  content: number;
  item: Indexed;
  field: FigureField;
  className: string;
  hideWhenEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const edit = useComponentEdit();
  return (
    <EditableText
      className={className}
      kind="plain"
      value={item.figure[field]}
      placeholder={t(`article.figure.${field}`)}
      onChange={edit && ((v) => edit((c) => setFigureField(c, content, item.index, field, v)))}
      hideWhenEmpty={hideWhenEmpty}
      testId={`figure-${field}`}
    />
  );
}

/** A panel's short text (who was studied, the endpoint, the verdict, a table's source). */
function PanelText({
  component,
  id,
  className,
}: {
  component: ArticleComponent;
  id: string;
  className: string;
}) {
  const { t } = useTranslation();
  const edit = useComponentEdit();
  const value = component.contents.find((c) => c.id === id)?.value ?? '';
  return (
    <EditableText
      className={className}
      kind="rich"
      value={value}
      placeholder={t('article.text.placeholder')}
      onChange={edit && ((v) => edit((c) => setValueById(c, id, v)))}
      hideWhenEmpty
      testId={`panel-${id}`}
    />
  );
}

/** The big number: value and unit side by side, the note under it. */
function BigNumber({ content, item }: { content: number; item: Indexed }) {
  return (
    <div className="pw-infog-number">
      <TileText
        content={content}
        item={item}
        field="value"
        className="pw-infog-value"
        hideWhenEmpty={false}
      />
      <TileText content={content} item={item} field="unit" className="pw-infog-unit" />
    </div>
  );
}

function Tile({ content, item, className }: { content: number; item: Indexed; className: string }) {
  return (
    <div className={`pw-infog-tile ${className}`} data-role={item.figure.role} data-testid="infographic-tile">
      <TileText content={content} item={item} field="label" className="pw-infog-label" />
      <BigNumber content={content} item={item} />
      <TileText content={content} item={item} field="note" className="pw-infog-note" />
    </div>
  );
}

/** Population → randomisation → arms, drawn as a flow with connectors. */
function DesignFlow({ content, items }: { content: number; items: Indexed[] }) {
  const population = items.find((i) => i.figure.role === 'population');
  const ratio = items.find((i) => i.figure.role === 'ratio');
  const arms = items.filter((i) => i.figure.role === 'arm');
  return (
    <div className="pw-infog-flow" data-testid="infographic-flow">
      {population && <Tile content={content} item={population} className="pw-infog-flow-top" />}
      <div className="pw-infog-flow-r">
        <span className="pw-infog-r" aria-hidden="true">
          R
        </span>
        {ratio && <TileText content={content} item={ratio} field="value" className="pw-infog-ratio" />}
      </div>
      {arms.length > 0 && (
        <div className="pw-infog-flow-arms" style={{ gridTemplateColumns: `repeat(${arms.length}, 1fr)` }}>
          {arms.map((arm) => (
            <Tile key={arm.figure.id} content={content} item={arm} className="pw-infog-arm" />
          ))}
        </div>
      )}
    </div>
  );
}

/** A big number per arm with a bar drawn from the numbers, then the effect with its interval and p. */
function ResultFigures({ content, items }: { content: number; items: Indexed[] }) {
  const arms = items.filter((i) => i.figure.role === 'arm');
  const effects = items.filter((i) => i.figure.role === 'effect');
  const shares = barShares(arms.map((a) => a.figure));
  return (
    <>
      {arms.length > 0 && (
        <div className="pw-infog-results" data-testid="infographic-results">
          {arms.map((arm, i) => (
            <div key={arm.figure.id} className="pw-infog-result" data-arm={i}>
              <TileText content={content} item={arm} field="label" className="pw-infog-label" />
              <BigNumber content={content} item={arm} />
              {shares && (
                <div className="pw-infog-bar" aria-hidden="true" data-testid="infographic-bar">
                  <span style={{ width: `${Math.max(1.5, shares[i]! * 100)}%` }} />
                </div>
              )}
              <TileText content={content} item={arm} field="note" className="pw-infog-note" />
            </div>
          ))}
        </div>
      )}
      {effects.length > 0 && (
        <div className="pw-infog-effects">
          {effects.map((e) => (
            <Tile key={e.figure.id} content={content} item={e} className="pw-infog-effect" />
          ))}
        </div>
      )}
    </>
  );
}

function SafetyRows({ content, items }: { content: number; items: Indexed[] }) {
  return (
    <ul className="pw-infog-safety" data-testid="infographic-safety">
      {items.map((row) => (
        <li key={row.figure.id}>
          <TileText content={content} item={row} field="label" className="pw-infog-safety-label" />
          <TileText content={content} item={row} field="note" className="pw-infog-safety-cells" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A key-figures component as a poster panel: the design flow, the primary result (big numbers and bars per
 * arm, the effect tile, the verdict) or the key safety rows. Every text is edited in place.
 */
export function KeyFiguresView({ component }: { component: ArticleComponent }) {
  const { t } = useTranslation();
  const content = component.contents.findIndex((c) => c.key_figures !== undefined);
  const tiles: KeyFigures | undefined = component.contents[content]?.key_figures;
  const panel = tiles?.panel ?? 'result';
  const items = (tiles?.figures ?? []).map((figure, index) => ({ figure, index }));
  return (
    <section className={`pw-infog-panel pw-infog-panel-${panel}`} data-panel={panel}>
      <BlockTitle component={component} fallback={t('article.kind.key_figures')} />
      {panel === 'design' && (
        <>
          <DesignFlow content={content} items={items} />
          <PanelText component={component} id="population" className="pw-infog-who" />
          <PanelText component={component} id="endpoint" className="pw-infog-endpoint-line" />
        </>
      )}
      {panel === 'result' && (
        <>
          <PanelText component={component} id="endpoint" className="pw-infog-endpoint" />
          <ResultFigures content={content} items={items} />
          <PanelText component={component} id="note" className="pw-infog-result-note" />
          <PanelText component={component} id="verdict" className="pw-infog-verdict" />
        </>
      )}
      {panel === 'safety' && (
        <>
          <SafetyRows content={content} items={items} />
          <PanelText component={component} id="safety_source" className="pw-infog-small" />
        </>
      )}
    </section>
  );
}
