import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input } from 'antd';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CountryEntry, groupsOf, searchCountries } from '../../utils/country-index';

/** The spec's search debounce. */
const SEARCH_DEBOUNCE_MS = 200;

/**
 * The country-region list: a search box, the countries alphabetical in the UI language under their letters, and
 * a letter rail that scrolls to a letter. Picking a row calls `onPick`.
 */
export function CountryList({
  entries,
  selected,
  onPick,
}: {
  entries: readonly CountryEntry[];
  selected: string | undefined;
  onPick: (entry: CountryEntry) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => searchCountries(entries, deferred), [entries, deferred]);
  const groups = useMemo(() => groupsOf(shown), [shown]);
  const listRef = useRef<HTMLDivElement>(null);

  const jumpTo = (group: string) => {
    const list = listRef.current;
    const head = list?.querySelector<HTMLElement>(`[data-group="${CSS.escape(group)}"]`);
    if (list && head) list.scrollTop = head.offsetTop - list.offsetTop;
  };

  return (
    <div className="pw-country-list" data-testid="country-list">
      <Input
        allowClear
        autoFocus
        prefix={<SearchOutlined />}
        placeholder={t('login.country.search')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        aria-label={t('login.country.search')}
        data-testid="country-search"
      />
      <div className="pw-country-body">
        <div className="pw-country-rows" ref={listRef} role="listbox" aria-label={t('login.country.title')}>
          {shown.length === 0 ? <Empty description={t('login.country.none')} /> : null}
          {groups.map((group) => (
            <div key={group}>
              <div className="pw-country-group" data-group={group}>
                {group}
              </div>
              {shown
                .filter((e) => e.group === group)
                .map((e) => (
                  <div
                    key={e.country}
                    role="option"
                    tabIndex={0}
                    aria-selected={e.country === selected}
                    className="pw-country-row"
                    data-country={e.country}
                    onClick={() => onPick(e)}
                    onKeyDown={(ev) => {
                      if (ev.key === 'Enter' || ev.key === ' ') {
                        ev.preventDefault();
                        onPick(e);
                      }
                    }}
                  >
                    <span className="pw-country-name">{e.name}</span>
                    <span className="pw-country-code">+{e.callingCode}</span>
                  </div>
                ))}
            </div>
          ))}
        </div>
        <nav
          className="pw-country-letters"
          aria-label={t('login.country.letters')}
          data-testid="country-letters"
        >
          {groups.map((group) => (
            <button key={group} type="button" onClick={() => jumpTo(group)} data-letter={group}>
              {group}
            </button>
          ))}
        </nav>
      </div>
    </div>
  );
}
