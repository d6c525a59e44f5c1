import type { AirportOption } from '@bil/domain';
import { Autocomplete, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { FieldGrid, FormSection, TextField, type SectionProps } from './form-fields';

type LocationSectionProps = SectionProps & {
  airports: readonly AirportOption[];
  airportsLoading: boolean;
  /** A PM's own name: the PM field is fixed to it. Null for administrators and other roles. */
  fixedTdotPm: string | null;
};

function airportLabel(airport: AirportOption): string {
  return `${airport.airport_code} — ${airport.airport_name} (${airport.city})`;
}

/** The airport (picked from the person's airports, filling code, name and city) and the assigned PM. */
export function FormLocationSection(props: LocationSectionProps) {
  const { values, errors, setValue, airports, airportsLoading, fixedTdotPm } = props;
  const airportOptions = useMemo(() => {
    const options = airports.map((airport) => ({
      value: airport.airport_code,
      label: airportLabel(airport),
    }));
    // The project's own airport stays shown even when the list does not offer it.
    const current = values.airport_code.trim();
    if (current && !options.some((option) => option.value === current)) {
      options.push({ value: current, label: `${current} — ${values.airport_name || 'current airport'}` });
    }
    return options;
  }, [airports, values.airport_code, values.airport_name]);
  const pmNames = useMemo(
    () =>
      [
        ...new Set(airports.map((airport) => airport.tdot_pm).filter((pm): pm is string => Boolean(pm))),
      ].sort(),
    [airports],
  );

  const pickAirport = (code: string | null) => {
    const airport = airports.find((option) => option.airport_code === code);
    setValue('airport_code', code ?? '');
    if (!airport) return;
    setValue('airport_name', airport.airport_name);
    setValue('city', airport.city);
    if (!fixedTdotPm && airport.tdot_pm) setValue('tdot_pm', airport.tdot_pm);
  };

  const noAirports = !airportsLoading && airports.length === 0;
  return (
    <FormSection
      title="Location and assignment"
      description="Pick the airport: its code, name and city are filled in for you."
    >
      <Select
        label="Airport"
        name="airport_code"
        withAsterisk
        searchable
        data={airportOptions}
        value={values.airport_code || null}
        placeholder={airportsLoading ? 'Loading airports…' : 'Search by code, name or city'}
        nothingFoundMessage="No airport matches"
        maxDropdownHeight={300}
        error={errors.airport_code ?? (noAirports ? 'No airports are assigned to you.' : undefined)}
        onChange={pickAirport}
      />
      <FieldGrid>
        <TextField {...props} field="airport_name" />
        <TextField {...props} field="city" />
        {fixedTdotPm ? (
          <TextInput
            label="TDOT PM"
            name="tdot_pm"
            value={fixedTdotPm}
            readOnly
            variant="filled"
            description="Your projects are assigned to you."
          />
        ) : (
          <Autocomplete
            label="TDOT PM"
            name="tdot_pm"
            data={pmNames}
            value={values.tdot_pm}
            error={errors.tdot_pm}
            maxLength={100}
            onChange={(value) => {
              setValue('tdot_pm', value);
            }}
          />
        )}
      </FieldGrid>
    </FormSection>
  );
}
