/** The merchant's whitelabel switches, toggled for the preview only (publishing them is the switches screen's job). */
export function Switches({ flags, onChange }: { flags: Record<string, boolean>; onChange: (flags: Record<string, boolean>) => void }) {
  const codes = Object.keys(flags).sort();
  return (
    <details className="studio-switches">
      <summary>Switches in the preview ({codes.filter((c) => flags[c]).length} of {codes.length} on)</summary>
      <ul>
        {codes.map((code) => (
          <li key={code}>
            <label><input type="checkbox" checked={flags[code]} onChange={(e) => onChange({ ...flags, [code]: e.target.checked })} /> {code}</label>
          </li>
        ))}
      </ul>
    </details>
  );
}
