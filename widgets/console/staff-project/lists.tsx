// The form's two lists: the CSI divisions (boxes, the trade groupings apart under their own legend) and
// the bonds (name and percent rows, added and removed), each with its error beside it.
import { byGroup, type CsiDivision, divisionName } from "../../../contract/choices/division-groups.ts";
import csiDivisions from "../../../contract/choices/csi-divisions.json" with { type: "json" };
import { FieldError } from "../../kits/console-kit/field-error.tsx";
import { TextField } from "../../kits/console-kit/text-field.tsx";
import type { BondValues } from "./fields.ts";

export function Divisions({
  value,
  error,
  onChange,
}: {
  value: string[];
  error?: string;
  onChange: (divisions: string[]) => void;
}) {
  return (
    <fieldset className="divisions" aria-describedby={error ? "divisions-error" : undefined}>
      <legend>
        Divisions<span aria-hidden="true"> *</span>
      </legend>
      <FieldError id="divisions-error" message={error} />
      {byGroup(csiDivisions as CsiDivision[]).map((group) => (
        <fieldset key={group.value} className="divisions__group">
          <legend>{group.label}</legend>
          <div className="divisions__grid">
            {group.items.map((division) => (
              <label key={division.value} className="check">
                <input
                  type="checkbox"
                  name="divisions"
                  value={division.value}
                  checked={value.includes(division.value)}
                  onChange={(event) =>
                    onChange(
                      event.currentTarget.checked
                        ? [...value, division.value]
                        : value.filter((chosen) => chosen !== division.value),
                    )
                  }
                />
                {divisionName(division)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

export function Bonds({
  value,
  error,
  onChange,
}: {
  value: BondValues[];
  error?: string;
  onChange: (bonds: BondValues[]) => void;
}) {
  const set = (index: number, change: Partial<BondValues>) =>
    onChange(value.map((bond, k) => (k === index ? { ...bond, ...change } : bond)));
  return (
    <fieldset className="bonds" aria-describedby={error ? "bonds-error" : undefined}>
      <legend>Bonds</legend>
      <FieldError id="bonds-error" message={error} />
      {value.map((bond, index) => (
        <div className="bonds__row" key={index}>
          <TextField label={`Bond ${index + 1} name`} value={bond.name} onChange={(name) => set(index, { name })} />
          <TextField
            label={`Bond ${index + 1} percent`}
            inputMode="decimal"
            value={bond.percent}
            onChange={(percent) => set(index, { percent })}
          />
          <button
            type="button"
            className="button secondary button--small"
            onClick={() => onChange(value.filter((_, k) => k !== index))}
          >
            Remove bond {index + 1}
          </button>
        </div>
      ))}
      {value.length < 10 && (
        <button
          type="button"
          className="button secondary button--small"
          onClick={() => onChange([...value, { name: "", percent: "" }])}
        >
          Add a bond
        </button>
      )}
    </fieldset>
  );
}
