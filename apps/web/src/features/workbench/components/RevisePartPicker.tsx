import { Select } from 'antd';

/**
 * The chat-revise panel's picker of the part a revision is for (a deck's slide or an article's component):
 * searchable by its label, clearable (nothing picked: the question names the part, or is about the work).
 */
export function RevisePartPicker<V extends string | number>({
  placeholder,
  value,
  onChange,
  options,
  testId,
}: {
  placeholder: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: { value: V; label: string }[];
  testId: string;
}) {
  return (
    <Select<V>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      size="small"
      className="pw-chat-revise-slide"
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      data-testid={testId}
      options={options}
    />
  );
}
