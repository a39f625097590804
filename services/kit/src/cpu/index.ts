export { CpuPool, cpuTask, type CpuPoolOptions } from './cpu-pool';
export { CpuSlices } from './slices';
export { taskModuleUrl } from './task-module';
