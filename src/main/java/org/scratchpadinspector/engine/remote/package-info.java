/** Memory directories on other machines: {@code ssh://} addresses, SSH connections and their SFTP file systems, port forwards; no format and no toolkit. */
package org.scratchpadinspector.engine.remote;
