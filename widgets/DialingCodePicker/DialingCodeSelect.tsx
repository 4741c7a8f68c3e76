import { useEffect } from 'react';
import { useText, useT } from '../../src/render/use-text';
import { useField } from '../_lib/use-field';
import { countryName, formatDialingCode, type CountryOption } from './countries';
import './dialing-code.css';

interface DialingCodeSelectProps {
  name: string;
  label: string;
  options: CountryOption[];
  onChange?: (value: string) => void;
}

/** The picker itself, also used as the prefix of a mobile-number TextField. */
export function DialingCodeSelect({ name, label, options, onChange }: DialingCodeSelectProps) {
  const text = useText();
  const { language } = useT();
  const { value, setValue } = useField(name);
  const current = typeof value === 'string' ? value : '';

  // Until the user picks, the first country of the list is the choice (the server orders it).
  useEffect(() => {
    if (!current && options.length > 0) setValue(options[0].dialingCode);
  }, [current, options.length]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <span className="wl-dialing">
      <span className="wl-dialing__shown" aria-hidden="true">{current ? formatDialingCode(current) : '+'}</span>
      <select
        className="wl-dialing__select"
        aria-label={text(label)}
        value={current}
        disabled={options.length === 0}
        onChange={(event) => {
          setValue(event.target.value);
          onChange?.(event.target.value);
        }}
      >
        {options.length === 0 ? <option value={current}>{current ? formatDialingCode(current) : '…'}</option> : null}
        {options.map((country) => (
          <option key={`${country.code}-${country.dialingCode}`} value={country.dialingCode}>
            {`${countryName(country, language)} ${formatDialingCode(country.dialingCode)}`}
          </option>
        ))}
      </select>
    </span>
  );
}
