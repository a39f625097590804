import remote from '../routes';
import { sameInAllLocales } from '../i18n/messages';
import { describeRemoteContract } from '@criadero/i18n/remote-contract-test';

describeRemoteContract(remote, { sameInAllLocales });
