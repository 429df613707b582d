import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SelectField } from '../../components/form-fields';
import { useCompanyChoices, useCompanyLocations } from './use-companies';

/** A form whose record sits at one company's place. */
interface CompanyPlace {
  companyId: string;
  locationId: string;
}

/** A company picker of the own company and the CRM companies. */
export function CompanyField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helper?: string;
  disabled?: boolean;
}) {
  const companies = useCompanyChoices();
  return <SelectField {...props} choices={companies} placeholder="Choose a company" />;
}

/**
 * The company that holds a record (the own company or one of the CRM) and its place among that
 * company's locations; the place waits for the company. Two cells of the form's grid.
 */
export function CompanyLocationFields<T extends FieldValues & CompanyPlace>(props: {
  control: Control<T>;
  /** The company chosen now (the form's watched `companyId`). */
  companyId: string;
  companyRequired?: boolean;
  companyHelper?: string;
  companyDisabled?: boolean;
  locationRequired?: boolean;
}) {
  const locations = useCompanyLocations(props.companyId);
  return (
    <>
      <CompanyField
        control={props.control}
        name={'companyId' as FieldPath<T>}
        label="Company"
        required={props.companyRequired}
        disabled={props.companyDisabled}
        helper={props.companyHelper}
      />
      <SelectField
        control={props.control}
        name={'locationId' as FieldPath<T>}
        label="Location"
        required={props.locationRequired}
        choices={locations}
        placeholder={props.companyId ? 'Choose a location' : 'Choose a company first'}
      />
    </>
  );
}
