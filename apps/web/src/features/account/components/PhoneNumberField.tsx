import { PHONE_PATTERNS, phonePatternFor, stripPhone } from '@prowrite/contracts';
import { Form, Input, type InputProps, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

const COUNTRY_CODES = Object.keys(PHONE_PATTERNS);

/**
 * A phone number as the contract checks it: the country code (`country_code`, default 86) and the national
 * number (`mobile`), validated by that country's pattern. Lives inside an antd Form.
 */
export function PhoneNumberField({ inputProps }: { inputProps?: InputProps }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.Item label={t('login.mobile.label')} required>
      <Space.Compact block>
        <Form.Item name="country_code" noStyle>
          <Select style={{ width: 100 }} options={COUNTRY_CODES.map((c) => ({ value: c, label: `+${c}` }))} />
        </Form.Item>
        <Form.Item
          name="mobile"
          noStyle
          rules={[
            { required: true, message: t('login.mobile.required') },
            {
              validator: (_, value: string | undefined) =>
                !value || phonePatternFor(form.getFieldValue('country_code') ?? '86').test(stripPhone(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('login.mobile.invalid'))),
            },
          ]}
        >
          <Input inputMode="tel" {...inputProps} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
