import {
  AccountBookOutlined,
  AppstoreOutlined,
  ApiOutlined,
  AuditOutlined,
  BarChartOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  ExperimentOutlined,
  HomeOutlined,
  InboxOutlined,
  NodeIndexOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  TeamOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The icons the domain's menu tables name. */
const ICONS: Readonly<Record<string, ReactNode>> = {
  home: <HomeOutlined />,
  user: <UserOutlined />,
  setting: <SettingOutlined />,
  cart: <ShoppingCartOutlined />,
  orders: <ProfileOutlined />,
  invoice: <AccountBookOutlined />,
  parcel: <InboxOutlined />,
  experiment: <ExperimentOutlined />,
  deployment: <DeploymentUnitOutlined />,
  dashboard: <DashboardOutlined />,
  primer: <NodeIndexOutlined />,
  database: <DatabaseOutlined />,
  schedule: <ScheduleOutlined />,
  report: <BarChartOutlined />,
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  api: <ApiOutlined />,
  team: <TeamOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  return name ? ICONS[name] : undefined;
}
