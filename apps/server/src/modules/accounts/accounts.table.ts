import { sql } from 'drizzle-orm';
import type { LocalizedText, OrderVisibility, OrganisationKind, OrganisationRole } from '@portal/domain';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    realname: text('realname').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    avatar: text('avatar').notNull().default(''),
    passwordHash: text('password_hash'),
    tenantId: text('tenant_id').notNull().default('0'),
    /** The department the customer works in now, when they belong to several. */
    orgCode: text('org_code'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One account per phone number and per e-mail address (registration and code logins rely on it).
  (table) => [uniqueIndex('customers_phone_unique').on(table.phone), uniqueIndex('customers_email_unique').on(table.email)],
);

/** Opaque session tokens; only their SHA-256 is stored so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

/** Captcha answers by the client's check key; deleted when checked, pass or fail. */
export const captchas = pgTable('captchas', {
  checkKey: text('check_key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed password logins, for throttling by account and by account + address (security.md S4). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_login_idx').on(table.login, table.failedAt)],
);

/**
 * Each account's latest reserved password check: attempts past the free ones wait their turn one delay after the
 * previous one, so parallel guesses, on any instance, take as long as one after another (security.md S4).
 */
export const loginTurns = pgTable('login_turns', {
  login: text('login').primaryKey(),
  turnAt: timestamp('turn_at', { withTimezone: true }).notNull(),
});

/** One-time codes sent by SMS or e-mail, stored hashed and bound to recipient and purpose (wire-contract.md). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').$type<'login' | 'register' | 'reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('verification_codes_recipient_idx').on(table.recipient, table.createdAt), index('verification_codes_ip_idx').on(table.ip, table.createdAt)],
);

/** Shipping addresses; at most one default per customer, kept so by a partial unique index. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    countryName: text('country_name').notNull(),
    provinceName: text('province_name').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    districtName: text('district_name').notNull().default(''),
    addressDetail: text('address_detail').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    email: text('email').notNull().default(''),
    company: text('company').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_customer_idx').on(table.customerId, table.createdAt),
    uniqueIndex('addresses_one_default')
      .on(table.customerId)
      .where(sql`${table.isDefault}`),
  ],
);

/** Customer attribute groups (such as customer type, which decides price lists) and their choices. */
export const attributeGroups = pgTable('attribute_groups', {
  key: text('key').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const attributeItems = pgTable(
  'attribute_items',
  {
    groupKey: text('group_key')
      .notNull()
      .references(() => attributeGroups.key, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.groupKey, table.value] })],
);

/** The choice a customer made in each group. */
export const customerAttributes = pgTable(
  'customer_attributes',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.groupKey] }),
    foreignKey({ columns: [table.groupKey, table.value], foreignColumns: [attributeItems.groupKey, attributeItems.value] }),
  ],
);

/** An institute or company that buys through the portal; staff create it, its administrators keep its members. */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  kind: text('kind').$type<OrganisationKind>().notNull(),
  /** Whose orders members read besides their own (`ORDER_VISIBILITIES`). */
  orderVisibility: text('order_visibility').$type<OrderVisibility>().notNull().default('own'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Departments (labs, purchasing offices) a customer account may belong to (spec section 3), each of an organisation. */
export const departments = pgTable('departments', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgCode: text('org_code').notNull().unique(),
  departName: text('depart_name').notNull(),
  /** Null only for departments made before organisations existed. */
  organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
  /** The buyer's cost centre, printed on the department's orders, quotes and invoices. */
  costCentre: text('cost_centre').notNull().default(''),
});

/** Who belongs to an organisation, and who administers it; an account belongs to one organisation at most. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: text('role').$type<OrganisationRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.customerId] })],
);

export const customerDepartments = pgTable(
  'customer_departments',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.departmentId] })],
);

/** Accounts at outside identity providers (CAS, OAuth 2.0 / OpenID Connect) linked to customers. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);

/** OAuth sign-ins in flight: the state sent to the provider and the PKCE verifier, single use. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirect: text('redirect').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One-time tickets that hand a finished outside sign-in to the browser page that completes it. */
export const loginTickets = pgTable('login_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  provider: text('provider').notNull(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
