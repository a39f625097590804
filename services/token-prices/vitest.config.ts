import { serviceTestConfig } from '@criadero/service-kit/testing/vitest-config';

export default serviceTestConfig({ ferretdb: false });
