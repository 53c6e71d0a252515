import { checkMobile, formatMobileNational, stripPhone } from '@prowrite/contracts';
import { Form, Input, type InputProps, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../hooks/use-region';
import { CountryPicker } from './country-picker/CountryPicker';

/** The spec's re-sanitise delay: typed spaces and dashes are stripped once typing pauses. */
const SANITISE_MS = 500;

/**
 * A phone number as the contract checks it: the picker's country (`country`, ISO) and calling code
 * (`country_code`), and the national number (`mobile`), validated by libphonenumber-js for that country.
 * The region's default country is preselected until the user picks one. Lives inside an antd Form.
 */
export function PhoneNumberField({ inputProps }: { inputProps?: InputProps }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { policy } = useRegion();
  const picked = useRef(false);
  const country: string | undefined = Form.useWatch('country', form);
  const callingCode: string | undefined = Form.useWatch('country_code', form);
  const mobile: string | undefined = Form.useWatch('mobile', form);

  // The region's default, unless the user chose (or the form started with a country the region offers).
  useEffect(() => {
    if (picked.current) return;
    const start = form.getFieldValue('country') as string | undefined;
    if (start && !policy.excludedCountries.includes(start)) return;
    form.setFieldsValue({ country: policy.defaultCountry, country_code: policy.defaultCallingCode });
  }, [form, policy]);

  useEffect(() => {
    if (!mobile || stripPhone(mobile) === mobile) return;
    const timer = setTimeout(() => form.setFieldValue('mobile', stripPhone(mobile)), SANITISE_MS);
    return () => clearTimeout(timer);
  }, [form, mobile]);

  const valid = mobile && callingCode ? checkMobile(callingCode, mobile, country) : null;
  return (
    <Form.Item
      label={t('login.mobile.label')}
      required
      extra={
        valid ? (
          <span data-testid="mobile-formatted">{formatMobileNational(callingCode!, mobile!, country)}</span>
        ) : null
      }
    >
      <Space.Compact block>
        <Form.Item name="country_code" noStyle hidden>
          <Input />
        </Form.Item>
        <Form.Item name="country" noStyle>
          <CountryPicker
            country={country}
            onChange={(entry) => {
              picked.current = true;
              form.setFieldsValue({ country: entry.country, country_code: entry.callingCode });
              if (form.getFieldValue('mobile')) void form.validateFields(['mobile']).catch(() => {});
            }}
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          noStyle
          dependencies={['country']}
          rules={[
            { required: true, message: t('login.mobile.required') },
            {
              validator: (_, value: string | undefined) =>
                !value ||
                checkMobile(
                  form.getFieldValue('country_code') ?? policy.defaultCallingCode,
                  value,
                  form.getFieldValue('country'),
                )
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
