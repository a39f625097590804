import { serviceTestConfig } from '@criadero/service-platform/testing/vitest-config';

export default serviceTestConfig({ ferretdb: true });
