import { AutoComplete } from 'antd';
import { useSuggestions, type SuggestionField } from '../api/get-suggestions';

interface OrganizationInputProps {
  field: SuggestionField;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
}

/** A company or college name, with the names already known that start as typed. */
export function OrganizationInput({ field, value = '', onChange, placeholder, id }: OrganizationInputProps) {
  const suggestions = useSuggestions(field, value);
  const options = (suggestions.data?.items ?? []).filter((name) => name !== value).map((name) => ({ value: name }));
  return <AutoComplete id={id} value={value} onChange={onChange} options={options} placeholder={placeholder} />;
}
