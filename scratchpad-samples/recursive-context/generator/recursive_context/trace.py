"""trace.py: the seed lists it ("Shadow logging") without showing it.

NOT IN THE SEED: where the `recursive_context` logger of validate.py writes.
The seed's code only calls logging.getLogger('recursive_context'); an
application that keeps its log beside the trace would attach a file handler
like this one, with the format

    %(asctime)s %(levelname)s %(name)s: %(message)s

The time comes from the agent's clock, in logging's default layout
(2026-04-02 09:00:06,000), so that the samples are the same on every run.
"""

import logging

LOG_FORMAT = '%(asctime)s %(levelname)s %(name)s: %(message)s'


class ClockFormatter(logging.Formatter):
    def __init__(self, clock):
        super().__init__(LOG_FORMAT)
        self.clock = clock

    def formatTime(self, record, datefmt=None):
        now = self.clock.now()
        return now.strftime('%Y-%m-%d %H:%M:%S') + f',{now.microsecond // 1000:03d}'


def open_log(path, clock) -> logging.Handler:
    """Sends the `recursive_context` logger to path (appending); returns the
    handler, to be passed to close_log() when the run ends."""
    handler = logging.FileHandler(path, encoding='utf-8')
    handler.setFormatter(ClockFormatter(clock))
    logger = logging.getLogger('recursive_context')
    logger.addHandler(handler)
    logger.propagate = False
    return handler


def close_log(handler: logging.Handler):
    logging.getLogger('recursive_context').removeHandler(handler)
    handler.close()
