interface StatTileProps {
  label: string;
  value: string;
  hint?: string;
}

/** One number with its label; dense dashboards are rows of these. */
export function StatTile({ label, value, hint }: StatTileProps) {
  return (
    <div className="console-stat">
      <dt className="console-stat__label">{label}</dt>
      <dd className="console-stat__value">{value}</dd>
      {hint ? <dd className="console-stat__hint">{hint}</dd> : null}
    </div>
  );
}
