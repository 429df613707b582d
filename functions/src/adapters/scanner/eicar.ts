import type { Scanner } from '../../ports/scanner.js';

/**
 * The EICAR standard antivirus test file: 68 ASCII bytes every antivirus engine reports as
 * "EICAR-Test-File" (https://www.eicar.org/download-anti-malware-testfile/). Kept split so this
 * source file is not itself flagged by scanners.
 */
export const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

/**
 * LOCAL SANDBOX SCANNER — not an antivirus. It only recognises the EICAR test string, the
 * industry-standard way to exercise a scanning path without real malware, so the local cloud and
 * the tests follow the same reject-before-store flow as GuardDuty does in AWS.
 */
export function eicarScanner(): Scanner {
  const signature = Buffer.from(EICAR, 'latin1');
  return {
    async inspect(bytes) {
      return bytes.includes(signature)
        ? { clean: false, threat: 'EICAR-Test-File (sandbox scanner)' }
        : { clean: true };
    },
  };
}
