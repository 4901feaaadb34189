import { punchoutBuyerInputSchema } from '@portal/domain';
import { Col, Form, Input, Row, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaMaxLength, usePageTranslator, useSchemaFields } from '../../../lib/schema-fields';

type IdentityField = 'fromDomain' | 'fromIdentity' | 'senderDomain' | 'senderIdentity' | 'supplierDomain' | 'supplierIdentity' | 'ociUsername';

/** One credential of a cXML header: its domain and identity side by side, under what it is for. */
function CredentialPair({
  hint,
  domain,
  identity,
  example,
  identityRules,
}: {
  hint: string;
  domain: IdentityField;
  identity: IdentityField;
  /** A domain the buyer's system commonly uses, as a placeholder. */
  example: string;
  identityRules?: FormRule[];
}) {
  const { t } = useTranslation('punchout');
  const field = useSchemaFields(punchoutBuyerInputSchema);
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {hint}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name={domain} label={t(`form.${domain}`)} {...field(domain)}>
            <Input maxLength={schemaMaxLength(punchoutBuyerInputSchema, domain)} placeholder={example} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item
            name={identity}
            label={t(`form.${identity}`)}
            required={Boolean(identityRules)}
            rules={[...(identityRules ?? []), ...field(identity).rules]}
          >
            <Input maxLength={schemaMaxLength(punchoutBuyerInputSchema, identity)} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/**
 * How the buyer is recognised, which depends on its protocol: a cXML buyer by the From credential of its requests (and
 * the Sender's, when a network sends for it), an OCI buyer by the user name in its entry address.
 */
export function PunchoutIdentityFields() {
  const { t } = useTranslation('punchout');
  const text = usePageTranslator();
  const field = useSchemaFields(punchoutBuyerInputSchema);
  // The schema asks for the identity of the chosen protocol in a rule over the whole buyer; it is shown on the field
  // the protocol shows, with the schema's own message.
  const identityRequired: FormRule[] = [{ required: true, whitespace: true, message: text('errors', 'punchoutIdentityRequired') }];

  return (
    <Form.Item noStyle dependencies={['protocol']}>
      {(form) =>
        form.getFieldValue('protocol') === 'oci' ? (
          <Form.Item
            name="ociUsername"
            label={t('form.ociUsername')}
            extra={t('form.ociUsernameHint')}
            required
            rules={[...identityRequired, ...field('ociUsername').rules]}
          >
            <Input maxLength={schemaMaxLength(punchoutBuyerInputSchema, 'ociUsername')} />
          </Form.Item>
        ) : (
          <>
            <CredentialPair hint={t('form.fromHint')} domain="fromDomain" identity="fromIdentity" example="NetworkID" identityRules={identityRequired} />
            <CredentialPair hint={t('form.senderHint')} domain="senderDomain" identity="senderIdentity" example="NetworkID" />
            <CredentialPair hint={t('form.supplierHint')} domain="supplierDomain" identity="supplierIdentity" example="DUNS" />
          </>
        )
      }
    </Form.Item>
  );
}
